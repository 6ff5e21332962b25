import { Global, Module } from '@nestjs/common';
import { ThemeController } from './theme.controller';
import { ThemeService } from './theme.service';

@Global()
@Module({ controllers: [ThemeController], providers: [ThemeService], exports: [ThemeService] })
export class ThemeModule {}
