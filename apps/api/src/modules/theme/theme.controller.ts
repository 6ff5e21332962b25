import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/access.decorators';
import { ThemeService } from './theme.service';

@Controller('theme')
export class ThemeController {
  constructor(private readonly themes: ThemeService) {}

  @Public()
  @Get()
  get() {
    return this.themes.theme;
  }

  @Public()
  @Get('logo')
  logo(@Res() res: Response) {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.sendFile(this.themes.logoPath);
  }
}
