import fs from 'node:fs';
import path from 'node:path';
import { ThemeSchema, type Theme } from '@portail/contracts';
import type { AppConfig } from '../../config/app-config';

/** Reads and validates themes/<THEME>/theme.json; a missing or bad theme stops start-up. */
export function loadTheme(config: AppConfig): { theme: Theme; logoPath: string } {
  const dir = path.join(config.theme.dir, config.theme.name);
  const file = path.join(dir, 'theme.json');
  if (!fs.existsSync(file)) throw new Error(`Thème introuvable : ${file} (variable THEME)`);
  const parsed = ThemeSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`Thème invalide ${file} : ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join(', ')}`);
  return { theme: parsed.data, logoPath: path.join(dir, parsed.data.logo) };
}
