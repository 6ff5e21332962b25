import { Inject, Injectable } from '@nestjs/common';
import type { Theme } from '@portail/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { loadTheme } from './load-theme';

/** The theme chosen by THEME, read once at start-up. */
@Injectable()
export class ThemeService {
  readonly theme: Theme;
  readonly logoPath: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    ({ theme: this.theme, logoPath: this.logoPath } = loadTheme(config));
  }
}
