import { Injectable } from '@nestjs/common';
import { DuerImpressionFichiers } from './duer-impression-fichiers';
import { DuerImpressionLecture } from './duer-impression-lecture';
import type { ImpressionData, DuerSelection, ImpressionOptions, ImpressionPage } from './duer-impression.types';
import { merge, pageCount, stamp } from './duer-pdf-merge';
import { renderAudit } from './audit.renderer';
import { renderUnite } from './risques.renderer';
import { type SommaireEntry, renderSommaire } from './sommaire.renderer';
import { renderInformationsGenerales, renderPageDeGarde, renderPreambule } from './textes.renderer';
import { type Doc, renderPdf } from './pdf-document';

/** A piece of the document and the lines it gives the table of contents (pointing at its first page). */
interface Part {
  pdf: Buffer;
  pages: number;
  sommaire: Omit<SommaireEntry, 'page'>[];
  estPageDeGarde?: boolean;
}

type Task = () => Promise<Omit<Part, 'pages'>>;

const SPECIAL_RENDERERS: Record<Exclude<ImpressionPage['type'], 'fichier'>, (doc: Doc, d: ImpressionData) => void> = {
  'page-de-garde': renderPageDeGarde,
  'informations-generales': renderInformationsGenerales,
  preambule: renderPreambule,
  audit: renderAudit,
};

/**
 * The DUER as one PDF (spec 03 §2.10, issue 13): pages before the risks, each work unit's risks, pages after, annexes,
 * a table of contents after the cover page (or first), then header, 'page x / y' footer and, for a temporary print,
 * 'DOCUMENT PROVISOIRE' stamped on every page, merged ones included.
 */
@Injectable()
export class DuerPdfBuilder {
  constructor(
    private readonly reader: DuerImpressionLecture,
    private readonly fichiers: DuerImpressionFichiers,
  ) {}

  async build(idDuer: number, selection: DuerSelection, options: ImpressionOptions): Promise<{ pdf: Buffer; pages: number }> {
    const progress = options.onProgress ?? (() => undefined);
    progress('lecture', 0);
    const d = await this.reader.read(idDuer, selection);
    progress('lecture', 100);
    return this.compose(d, options);
  }

  /** The document from data already read (the bench feeds it directly). */
  async compose(d: ImpressionData, options: ImpressionOptions): Promise<{ pdf: Buffer; pages: number }> {
    const progress = options.onProgress ?? (() => undefined);
    const tasks = this.tasks(d);
    const parts: Part[] = [];
    for (const [i, task] of tasks.entries()) {
      const part = await task();
      parts.push({ ...part, pages: (await pageCount(part.pdf)) ?? 0 });
      progress('pages', Math.round(((i + 1) / tasks.length) * 100));
    }
    if (!tasks.length) progress('pages', 100);
    const tocPlace = parts[0]?.estPageDeGarde ? 1 : 0;
    const sommaire = await this.sommaire(parts, tocPlace);
    const order = [...parts.slice(0, tocPlace).map((p) => p.pdf), sommaire, ...parts.slice(tocPlace).map((p) => p.pdf)];
    const merged = await merge(order, (done) => progress('fusion', Math.round((done / order.length) * 90)));
    merged.setTitle(`DUER ${d.annee} – ${d.dossier.raisonSociale}`);
    merged.setLanguage('fr-FR');
    merged.setCreator('Portail des adhérents');
    await stamp(merged, { dossier: d.dossier.raisonSociale, annee: d.annee, temporaire: options.temporaire });
    const pdf = Buffer.from(await merged.save());
    progress('fusion', 100);
    return { pdf, pages: merged.getPageCount() };
  }

  private tasks(d: ImpressionData): Task[] {
    const pages = (list: ImpressionPage[]): Task[] => list.map((p) => () => this.page(d, p));
    const unites: Task[] = d.unites.map((u, i) => async () => ({
      pdf: await renderPdf((doc) => renderUnite(doc, u)),
      sommaire: [...(i === 0 ? [{ title: 'Liste des risques', level: 0 as const }] : []), { title: u.nom, level: 1 as const }],
    }));
    const annexes: Task[] = d.annexes.map((a, i) => async () => ({
      pdf: await this.fichiers.pdf(a),
      sommaire: [...(i === 0 ? [{ title: 'Annexes', level: 0 as const }] : []), { title: a.nom, level: 1 as const }],
    }));
    return [...pages(d.pagesAvant), ...unites, ...pages(d.pagesApres), ...annexes];
  }

  private async page(d: ImpressionData, p: ImpressionPage): Promise<Omit<Part, 'pages'>> {
    const sommaire = [{ title: p.nom, level: 0 as const }];
    if (p.type === 'fichier') return { pdf: await this.fichiers.pdf(p), sommaire };
    return { pdf: await renderPdf((doc) => SPECIAL_RENDERERS[p.type](doc, d)), sommaire, estPageDeGarde: p.type === 'page-de-garde' };
  }

  /** Laid out once to know its own length, then again with the page numbers that length gives. */
  private async sommaire(parts: Part[], tocPlace: number): Promise<Buffer> {
    const entries = (tocPages: number): SommaireEntry[] => {
      let page = 1;
      return parts.flatMap((p, i) => {
        if (i === tocPlace) page += tocPages;
        const first = page;
        page += p.pages;
        return p.sommaire.map((e) => ({ ...e, page: first }));
      });
    };
    const draft = await renderPdf((doc) => renderSommaire(doc, entries(0)));
    const tocPages = (await pageCount(draft)) ?? 1;
    return renderPdf((doc) => renderSommaire(doc, entries(tocPages)));
  }
}
