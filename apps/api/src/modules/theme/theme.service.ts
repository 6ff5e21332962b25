import { Inject, Injectable } from '@nestjs/common';
import type { Theme, ThemeResponse } from '@portail/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { loadTheme } from './load-theme';

/** The theme chosen by THEME, read once at start-up. */
@Injectable()
export class ThemeService {
  readonly theme: Theme;
  readonly logoPath: string;
  /** GET /api/theme: the theme with the settings the web app reads at run time. */
  readonly response: ThemeResponse;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    ({ theme: this.theme, logoPath: this.logoPath } = loadTheme(config));
    this.response = {
      ...this.theme,
      settings: {
        hiringSimulatorScriptUrl: config.hiringSimulator.scriptUrl ?? null,
        carteTuilesUrl: config.mapTiles.url ?? null,
        carteTuilesAttribution: config.mapTiles.url ? (config.mapTiles.attribution ?? null) : null,
        oicVideoPresentationUrl: config.oicVideos.presentation ?? null,
        oicVideoProfilUrl: config.oicVideos.profil ?? null,
      },
    };
  }
}
