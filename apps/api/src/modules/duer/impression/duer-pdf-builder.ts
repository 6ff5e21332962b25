import { Injectable } from '@nestjs/common';
import { DuerImpressionFichiers } from './duer-impression-fichiers';
import { DuerImpressionLecture } from './duer-impression-lecture';
import type { DonneesImpression, DuerSelection, OptionsImpression, PageImprimee } from './duer-impression.types';
import { fusionner, nombreDePages, tamponner } from './duer-pdf-fusion';
import { renduAudit } from './rendu-audit';
import { renduUnite } from './rendu-risques';
import { type EntreeSommaire, renduSommaire } from './rendu-sommaire';
import { renduInformationsGenerales, renduPageDeGarde, renduPreambule } from './rendu-textes';
import { type Doc, enPdf } from './pdf-document';

/** A piece of the document and the lines it gives the table of contents (pointing at its first page). */
interface Partie {
  pdf: Buffer;
  pages: number;
  sommaire: Omit<EntreeSommaire, 'page'>[];
  estPageDeGarde?: boolean;
}

type Tache = () => Promise<Omit<Partie, 'pages'>>;

const SPECIALES: Record<Exclude<PageImprimee['type'], 'fichier'>, (doc: Doc, d: DonneesImpression) => void> = {
  'page-de-garde': renduPageDeGarde,
  'informations-generales': renduInformationsGenerales,
  preambule: renduPreambule,
  audit: renduAudit,
};

/**
 * The DUER as one PDF (spec 03 §2.10, issue 13): pages before the risks, each work unit's risks, pages after, annexes,
 * a table of contents after the cover page (or first), then header, 'page x / y' footer and, for a temporary print,
 * 'DOCUMENT PROVISOIRE' stamped on every page, merged ones included.
 */
@Injectable()
export class DuerPdfBuilder {
  constructor(
    private readonly lecture: DuerImpressionLecture,
    private readonly fichiers: DuerImpressionFichiers,
  ) {}

  async build(idDuer: number, selection: DuerSelection, options: OptionsImpression): Promise<{ pdf: Buffer; pages: number }> {
    const progres = options.onProgress ?? (() => undefined);
    progres('lecture', 0);
    const d = await this.lecture.lire(idDuer, selection);
    progres('lecture', 100);
    return this.composer(d, options);
  }

  /** The document from data already read (the bench feeds it directly). */
  async composer(d: DonneesImpression, options: OptionsImpression): Promise<{ pdf: Buffer; pages: number }> {
    const progres = options.onProgress ?? (() => undefined);
    const taches = this.taches(d);
    const parties: Partie[] = [];
    for (const [i, tache] of taches.entries()) {
      const partie = await tache();
      parties.push({ ...partie, pages: (await nombreDePages(partie.pdf)) ?? 0 });
      progres('pages', Math.round(((i + 1) / taches.length) * 100));
    }
    if (!taches.length) progres('pages', 100);
    const place = parties[0]?.estPageDeGarde ? 1 : 0;
    const sommaire = await this.sommaire(parties, place);
    const ordre = [...parties.slice(0, place).map((p) => p.pdf), sommaire, ...parties.slice(place).map((p) => p.pdf)];
    const document = await fusionner(ordre, (fait) => progres('fusion', Math.round((fait / ordre.length) * 90)));
    await tamponner(document, { dossier: d.dossier.raisonSociale, annee: d.annee, temporaire: options.temporaire });
    const pdf = Buffer.from(await document.save());
    progres('fusion', 100);
    return { pdf, pages: document.getPageCount() };
  }

  private taches(d: DonneesImpression): Tache[] {
    const pages = (liste: PageImprimee[]): Tache[] => liste.map((p) => () => this.page(d, p));
    const unites: Tache[] = d.unites.map((u, i) => async () => ({
      pdf: await enPdf((doc) => renduUnite(doc, u)),
      sommaire: [...(i === 0 ? [{ titre: 'Liste des risques', niveau: 0 as const }] : []), { titre: u.nom, niveau: 1 as const }],
    }));
    const annexes: Tache[] = d.annexes.map((a, i) => async () => ({
      pdf: await this.fichiers.pdf(a),
      sommaire: [...(i === 0 ? [{ titre: 'Annexes', niveau: 0 as const }] : []), { titre: a.nom, niveau: 1 as const }],
    }));
    return [...pages(d.pagesAvant), ...unites, ...pages(d.pagesApres), ...annexes];
  }

  private async page(d: DonneesImpression, p: PageImprimee): Promise<Omit<Partie, 'pages'>> {
    const sommaire = [{ titre: p.nom, niveau: 0 as const }];
    if (p.type === 'fichier') return { pdf: await this.fichiers.pdf(p), sommaire };
    return { pdf: await enPdf((doc) => SPECIALES[p.type](doc, d)), sommaire, estPageDeGarde: p.type === 'page-de-garde' };
  }

  /** Laid out once to know its own length, then again with the page numbers that length gives. */
  private async sommaire(parties: Partie[], place: number): Promise<Buffer> {
    const lignes = (taille: number): EntreeSommaire[] => {
      let page = 1;
      return parties.flatMap((p, i) => {
        if (i === place) page += taille;
        const debut = page;
        page += p.pages;
        return p.sommaire.map((e) => ({ ...e, page: debut }));
      });
    };
    const brouillon = await enPdf((doc) => renduSommaire(doc, lignes(0)));
    const taille = (await nombreDePages(brouillon)) ?? 1;
    return enPdf((doc) => renduSommaire(doc, lignes(taille)));
  }
}
