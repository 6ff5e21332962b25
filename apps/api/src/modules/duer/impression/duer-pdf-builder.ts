import { Injectable, Logger } from '@nestjs/common';
import { checkPdfA } from '../../../common/pdf/pdfa-check';
import { archiverPdfA } from '../../../common/pdf/pdfa-natif';
import { PdfAConversion } from '../../../common/pdf/pdfa';
import { DuerImpressionFichiers } from './duer-impression-fichiers';
import { DuerImpressionLecture } from './duer-impression-lecture';
import type { ImpressionData, DuerSelection, ImpressionOptions, ImpressionPage } from './duer-impression.types';
import { mergeParts } from '../../../common/pdf/tagged-merge';
import { pageCount, stamp } from './duer-pdf-merge';
import { renderPlanActionPartie } from '../plan-action/plan-action.renderer';
import { renderAudit } from './audit.renderer';
import { renderConsultation } from './consultation.renderer';
import { renderMethodologie } from './methodologie.renderer';
import { renderUnite } from './risques.renderer';
import { renderSynthese } from './synthese.renderer';
import { type SommaireEntry, renderSommaire } from './sommaire.renderer';
import { renderInformationsGenerales, renderPageDeGarde, renderPreambule } from './textes.renderer';
import { type Doc, renderPdf } from './pdf-document';

export interface Imprime {
  pdf: Buffer;
  pages: number;
  /** Made PDF/A-2b (archive prints only) and found so by checkPdfA. */
  pdfa: boolean;
}

/** A piece of the document and the lines it gives the table of contents (pointing at its first page). */
interface Part {
  pdf: Buffer;
  pages: number;
  /** An uploaded file merged as it is (untagged); the portal's own parts are tagged. */
  fichier?: boolean;
  sommaire: Omit<SommaireEntry, 'page'>[];
  estPageDeGarde?: boolean;
}

type Task = () => Promise<Omit<Part, 'pages'>>;

const SPECIAL_RENDERERS: Record<Exclude<ImpressionPage['type'], 'fichier' | 'plan-action'>, (doc: Doc, d: ImpressionData) => void> = {
  'page-de-garde': renderPageDeGarde,
  'informations-generales': renderInformationsGenerales,
  preambule: renderPreambule,
  audit: renderAudit,
  methodologie: renderMethodologie,
};

const parisDateTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' });

/**
 * The DUER as one PDF (spec 03 §2.10, issues 13 and 31): pages before the risks (the methodology generated), the
 * summary and each work unit's risk tables, the action plan, pages after, the consultation box, annexes; a table of
 * contents after the cover page (or first); then header, footer (dossier, version, 'Page x sur y') and, for a
 * temporary print, 'DOCUMENT PROVISOIRE' stamped on every page, merged ones included.
 */
@Injectable()
export class DuerPdfBuilder {
  private readonly logger = new Logger(DuerPdfBuilder.name);

  constructor(
    private readonly reader: DuerImpressionLecture,
    private readonly fichiers: DuerImpressionFichiers,
    private readonly pdfa: PdfAConversion,
  ) {}

  async build(idDuer: number, selection: DuerSelection, options: ImpressionOptions): Promise<Imprime> {
    const progress = options.onProgress ?? (() => undefined);
    progress('lecture', 0);
    const d = await this.reader.read(idDuer, selection);
    progress('lecture', 100);
    return this.compose(d, options);
  }

  /** The document from data already read (the bench feeds it directly). */
  async compose(d: ImpressionData, options: ImpressionOptions): Promise<Imprime> {
    const progress = options.onProgress ?? (() => undefined);
    const tasks = this.tasks(d);
    const parts: Part[] = [];
    for (const [i, task] of tasks.entries()) {
      const part = await task();
      parts.push({ ...part, pages: (await pageCount(part.pdf)) ?? 0 });
      progress('pages', Math.round(((i + 1) / tasks.length) * 100));
    }
    if (!tasks.length) progress('pages', 100);
    const archivable = options.archive === true && (await this.archiverParties(parts));
    const tocPlace = parts[0]?.estPageDeGarde ? 1 : 0;
    const sommaire = await this.sommaire(parts, tocPlace);
    const order = [...parts.slice(0, tocPlace), { pdf: sommaire }, ...parts.slice(tocPlace)].map((p: Pick<Part, 'pdf' | 'fichier'>) => ({
      pdf: p.pdf,
      tagged: !p.fichier,
    }));
    const merged = await mergeParts(order, (done) => progress('fusion', Math.round((done / order.length) * 90)));
    const titre = `DUER ${d.annee} – ${d.dossier.raisonSociale}`;
    merged.setTitle(titre);
    merged.setLanguage('fr-FR');
    merged.setCreator('Portail des adhérents');
    const imprimeLe = new Date();
    const version = `${options.temporaire ? 'Version provisoire' : 'Version définitive'} imprimée le ${parisDateTime.format(imprimeLe).replace(' ', ' à ')}`;
    await stamp(merged, { dossier: d.dossier, annee: d.annee, version, temporaire: options.temporaire });
    if (archivable) archiverPdfA(merged, { titre, langue: 'fr-FR', auteur: d.dossier.raisonSociale, date: imprimeLe });
    const pdf = Buffer.from(await merged.save());
    progress('fusion', 100);
    return { pdf, pages: merged.getPageCount(), pdfa: archivable && (await this.conforme(pdf)) };
  }

  /** The uploaded parts converted to PDF/A-2b in place; false (parts untouched) when Ghostscript cannot. */
  private async archiverParties(parts: Part[]): Promise<boolean> {
    const fichiers = parts.filter((p) => p.fichier);
    const convertis = await this.pdfa.convertirParties(fichiers.map((p) => p.pdf));
    if (!convertis) return false;
    fichiers.forEach((p, i) => (p.pdf = convertis[i]));
    return true;
  }

  private async conforme(pdf: Buffer): Promise<boolean> {
    const problemes = await checkPdfA(pdf);
    if (problemes.length) this.logger.warn(`PDF/A-2b du DUER non conforme, Ghostscript le convertira : ${problemes.join(' ; ')}`);
    return !problemes.length;
  }

  private tasks(d: ImpressionData): Task[] {
    const pages = (list: ImpressionPage[]): Task[] => list.map((p) => () => this.page(d, p));
    const withPages = d.planAction !== null;
    // A firm without its own methodology or plan page still gets them, in their usual place.
    const avant: ImpressionPage[] = [...d.pagesAvant];
    if (withPages && !avant.some((p) => p.type === 'methodologie')) avant.push({ type: 'methodologie', nom: 'Méthodologie d’évaluation' });
    const apres: ImpressionPage[] = [...d.pagesApres];
    const plan: ImpressionPage[] = withPages && !apres.some((p) => p.type === 'plan-action') ? [{ type: 'plan-action', nom: 'Plan d’actions' }] : [];
    const synthese: Task[] = d.unites.length
      ? [
          async () => ({
            pdf: await renderPdf((doc) => renderSynthese(doc, d.unites)),
            sommaire: [
              { title: 'Liste des risques', level: 0 },
              { title: 'Synthèse', level: 1 },
            ],
          }),
        ]
      : [];
    const unites: Task[] = d.unites.map((u) => async () => ({
      pdf: await renderPdf((doc) => renderUnite(doc, u, d.methode)),
      sommaire: [{ title: u.nom, level: 1 as const }],
    }));
    const consultation: Task[] = d.consultation
      ? [
          async () => ({
            pdf: await renderPdf((doc) => renderConsultation(doc, d)),
            sommaire: [{ title: 'Consultation et mise à disposition', level: 0 }],
          }),
        ]
      : [];
    const annexes: Task[] = d.annexes.map((a, i) => async () => ({
      pdf: await this.fichiers.pdf(a),
      fichier: true,
      sommaire: [...(i === 0 ? [{ title: 'Annexes', level: 0 as const }] : []), { title: a.nom, level: 1 as const }],
    }));
    return [...pages(avant), ...synthese, ...unites, ...pages(plan), ...pages(apres), ...consultation, ...annexes];
  }

  private async page(d: ImpressionData, p: ImpressionPage): Promise<Omit<Part, 'pages'>> {
    const sommaire = [{ title: p.nom, level: 0 as const }];
    if (p.type === 'fichier') return { pdf: await this.fichiers.pdf(p), fichier: true, sommaire };
    if (p.type === 'plan-action') {
      const plan = d.planAction!;
      return {
        pdf: await renderPlanActionPartie(plan, d.dossier.raisonSociale),
        sommaire: [{ title: plan.papripact ? 'PAPRIPACT' : 'Plan d’actions', level: 0 }],
      };
    }
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
