import { Module } from '@nestjs/common';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';

/** Generic content pages (spec 02 §2 Knowledge /page/{id}). */
@Module({ controllers: [ContentController], providers: [ContentService] })
export class ContentModule {}
