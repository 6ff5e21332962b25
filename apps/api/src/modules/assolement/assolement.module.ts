import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AssolementController } from './assolement.controller';
import { Assolement, AssolementCulture, CultureCorrespondance, CultureType } from './assolement.entity';
import { AssolementService } from './assolement.service';
import { AssolementTelepacController } from './assolement-telepac.controller';
import { AssolementTelepacService } from './assolement-telepac.service';

/** Crop rotation (issue 11, spec 02 §2–§9): crop types, PAC codes, a dossier's years and their crop lines. */
@Module({
  imports: [TypeOrmModule.forFeature([CultureType, CultureCorrespondance, Assolement, AssolementCulture])],
  controllers: [AssolementController, AssolementTelepacController],
  providers: [AssolementService, AssolementTelepacService],
  exports: [AssolementService],
})
export class AssolementModule {}
