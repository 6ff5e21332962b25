import { Module } from '@nestjs/common';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PageGenerique } from './page-generique.entity';

/** Generic content pages (spec 02 §2 Knowledge /page/{id}). */
@Module({
  imports: [TypeOrmModule.forFeature([PageGenerique])],
  controllers: [ContentController],
  providers: [ContentService],
})
export class ContentModule {}
