import { Controller, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ThemeService } from './theme.service';
import { Endpoint } from '../../common/endpoint.decorator';
import { getThemeLogoRoute, getThemeRoute } from '@portail/contracts';

@Controller()
export class ThemeController {
  constructor(private readonly themes: ThemeService) {}

  @Endpoint(getThemeRoute)
  get() {
    return this.themes.response;
  }

  @Endpoint(getThemeLogoRoute)
  logo(@Res() res: Response) {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.sendFile(this.themes.logoPath);
  }
}
