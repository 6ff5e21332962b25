import { Module } from '@nestjs/common';
import { ThemeModule } from '../theme/theme.module';
import { ExportBuilder } from './export-builder.service';
import { RgpdCoreModule } from './rgpd-core.module';
import { RgpdProcessor } from './rgpd.processor';

/** The RGPD queue's processor (exports, retention): loaded by the api (in-process worker) and the stand-alone worker. */
@Module({
  imports: [RgpdCoreModule, ThemeModule],
  providers: [ExportBuilder, RgpdProcessor],
})
export class RgpdJobsModule {}
