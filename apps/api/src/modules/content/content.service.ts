import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type GenericPage } from '@portail/contracts';
import { DataSource } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { PageGenerique } from './page-generique.entity';
import { sanitizeRichText } from './sanitize-rich-text';

@Injectable()
export class ContentService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** A published page, its rich text sanitized; 404 otherwise (the page then goes home). */
  async page(id: string): Promise<GenericPage> {
    const page = await this.ds.getRepository(PageGenerique).findOneBy({ id, publiee: true });
    if (!page) throw AppException.notFound('Page introuvable.');
    return { id: page.id, title: page.titre, url: page.url, content: sanitizeRichText(page.contenu) };
  }
}
