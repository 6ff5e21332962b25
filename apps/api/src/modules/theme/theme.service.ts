import fs from 'node:fs';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { ThemeSchema, type Theme } from '@portail/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** The theme chosen by THEME, read and validated once at start-up. */
@Injectable()
export class ThemeService {
  readonly theme: Theme;
  readonly logoPath: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const dir = path.join(config.theme.dir, config.theme.name);
    const file = path.join(dir, 'theme.json');
    if (!fs.existsSync(file)) throw new Error(`Thème introuvable : ${file} (variable THEME)`);
    const parsed = ThemeSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`Thème invalide ${file} : ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join(', ')}`);
    this.theme = parsed.data;
    this.logoPath = path.join(dir, parsed.data.logo);
  }
}
