import { setToursDone } from './portal-database.mjs';

/** Runs once the portal answers (Playwright starts the web server first): see setToursDone. */
export default async function globalSetup(): Promise<void> {
  await setToursDone(true);
}
