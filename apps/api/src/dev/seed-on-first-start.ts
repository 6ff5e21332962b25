import type { DataSource } from 'typeorm';
import { seedIfEmpty } from '../../../../seeds/seed';

/**
 * Dev-only entry: loads the QA set into an empty database. main.ts reaches it by a dynamic import
 * so the production image, built without seeds/, never ships it.
 */
export function seedOnFirstStart(ds: DataSource): Promise<boolean> {
  return seedIfEmpty(ds);
}
