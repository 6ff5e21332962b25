import { defineConfig } from '@playwright/test';
import { HIRING_SCRIPT_URL } from './e2e/hiring-script';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${PORT}`;

/** e2e against the started portal (fresh embedded database seeded on first start), Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  // After the web server is up: marks every guided tour as seen (e2e/portal-database.mjs).
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  // A hung run fails well inside CI's limit instead of being cut off by it.
  globalTimeout: 50 * 60_000,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node e2e/start-portal.mjs',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), PUBLIC_URL: baseURL, LOG_LEVEL: 'warn', HIRING_SIMULATOR_SCRIPT_URL: HIRING_SCRIPT_URL },
  },
});
