import { Injectable } from '@nestjs/common';
import { ContenuMessages, type PageGeneriqueLigne, pagesContenu, type RouteBody } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { TransactionRunner } from '../../common/transaction';
import { PageGenerique } from './page-generique.entity';
import { sanitizeRichText } from './sanitize-rich-text';

/** Staff edits of the generic pages (Contenus screen); the rich text is sanitised before it is stored. */
@Injectable()
export class PagesContenuService {
  constructor(private readonly tx: TransactionRunner) {}

  list(): Promise<PageGeneriqueLigne[]> {
    return this.tx.run((m) => m.find(PageGenerique, { order: { id: 'ASC' } }));
  }

  create(body: RouteBody<typeof pagesContenu.create>): Promise<PageGeneriqueLigne> {
    return this.tx.run(async (m) => {
      if (await m.existsBy(PageGenerique, { id: body.id })) throw AppException.conflict(ContenuMessages.codeExistant);
      return m.save(PageGenerique, { ...body, contenu: sanitizeRichText(body.contenu) });
    });
  }

  update(id: string, body: RouteBody<typeof pagesContenu.update>): Promise<PageGeneriqueLigne> {
    return this.tx.run(async (m) => {
      if (!(await m.existsBy(PageGenerique, { id }))) throw AppException.notFound(ContenuMessages.introuvable);
      return m.save(PageGenerique, { id, ...body, contenu: sanitizeRichText(body.contenu) });
    });
  }

  remove(id: string): Promise<void> {
    return this.tx.run(async (m) => {
      if (!(await m.existsBy(PageGenerique, { id }))) throw AppException.notFound(ContenuMessages.introuvable);
      await m.delete(PageGenerique, { id });
    });
  }
}
