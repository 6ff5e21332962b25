import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type GenericPage } from '@portail/contracts';
import type { Repository } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { PageGenerique } from './page-generique.entity';
import { sanitizeRichText } from './sanitize-rich-text';

@Injectable()
export class ContentService {
  constructor(@InjectRepository(PageGenerique) private readonly pages: Repository<PageGenerique>) {}

  /** A published page, its rich text sanitized; 404 otherwise (the page then goes home). */
  async page(id: string): Promise<GenericPage> {
    const page = await this.pages.findOneBy({ id, publiee: true });
    if (!page) throw AppException.notFound('Page introuvable.');
    return { id: page.id, title: page.titre, url: page.url, content: sanitizeRichText(page.contenu) };
  }
}
