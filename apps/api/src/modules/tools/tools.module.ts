import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutilCategorie } from './outil-categorie.entity';
import { OutilFavori } from './outil-favori.entity';
import { Outil } from './outil.entity';
import { Raccourci } from './raccourci.entity';
import { ShortcutsService } from './shortcuts.service';
import { ToolsController } from './tools.controller';
import { ToolsService } from './tools.service';

/** Tools catalogue, tool favourites and web shortcuts (spec 02 §2 Tools, Web shortcuts). */
@Module({
  imports: [TypeOrmModule.forFeature([Outil, OutilCategorie, OutilFavori, Raccourci])],
  controllers: [ToolsController],
  providers: [ToolsService, ShortcutsService],
  exports: [ToolsService],
})
export class ToolsModule {}
