import { Module } from '@nestjs/common';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PageGenerique } from './page-generique.entity';
import { PagesContenuController } from './pages-contenu.controller';
import { PagesContenuService } from './pages-contenu.service';

/** Generic content pages (spec 02 §2 Knowledge /page/{id}) and their staff edits. */
@Module({
  imports: [TypeOrmModule.forFeature([PageGenerique])],
  controllers: [ContentController, PagesContenuController],
  providers: [ContentService, PagesContenuService],
})
export class ContentModule {}
