import { performance } from 'node:perf_hooks';
import { type LignePlanAction, NIVEAUX } from '@portail/contracts';
import sharp from 'sharp';
import type { DuerImpressionFichiers } from '../src/modules/duer/impression/duer-impression-fichiers';
import type { DuerImpressionLecture } from '../src/modules/duer/impression/duer-impression-lecture';
import type { ImpressionData, ImpressionPage, ImpressionUnite } from '../src/modules/duer/impression/duer-impression.types';
import type { PdfAConversion } from '../src/common/pdf/pdfa';
import { DuerPdfBuilder } from '../src/modules/duer/impression/duer-pdf-builder';
import { renderPdf } from '../src/modules/duer/impression/pdf-document';
import { SMOKE } from './bench-support';

/**
 * The DUER print's rendering and merging (issue 13 goal: < 3 s for 300 risks and 10 merged PDF pages), then 20 prints at
 * once in this process with its RSS. Data is built in memory: the PostgreSQL read (a few queries per module) is not
 * in these figures, nor the BullMQ worker that will run the prints. Smoke run (bench:smoke): 75 risks and 2 merged pages
 * without warm-up, 2 prints at once, the goal not checked.
 */
const UNITES = SMOKE ? 1 : 4;
const PAGES_FUSIONNEES = SMOKE ? 2 : 10;
const SIMULTANEES = SMOKE ? 2 : 20;
const MESURE = 'Port des équipements de protection individuelle, consignes affichées et vérification annuelle du matériel.';

function donnees(fichier: ImpressionPage[], picto: Buffer): ImpressionData {
  let n = 0;
  const unites: ImpressionUnite[] = Array.from({ length: UNITES }, (_, u) => ({
    nom: `Unité de travail ${u + 1}`,
    modules: Array.from({ length: 5 }, (_, m) => ({
      nom: `Module ${u + 1}.${m + 1}`,
      remarque: m === 0 ? 'Remarque du conseiller sur ce module.' : null,
      operations: Array.from({ length: 3 }, (_, o) => ({
        nom: `Opération ${o + 1}`,
        risques: Array.from({ length: 5 }, () => {
          n++;
          return {
            nom: `Risque numéro ${n} lié à l'opération`,
            cotation: { gravite: (n % 5) + 1, frequence: ((n >> 2) % 5) + 1, maitrise: null },
            score: String((n % 25) + 1),
            niveau: NIVEAUX[n % 4],
            pictos: [{ nom: 'Gants obligatoires', description: '', png: picto }],
            mesureExistante: MESURE,
            mesureAFaire: MESURE,
            mesureQui: 'Le chef d’exploitation',
            mesureDelai: 'Avant la moisson 2027',
          };
        }),
      })),
    })),
  }));
  const vide = { champ1: 'EARL Bench', champ2: '', champ3: '', champ4: '', dateMiseAJour: '01/01/2027', ingenieurConseil: 'Julie Bernard' };
  const lignes: LignePlanAction[] = unites.flatMap((u, iu) =>
    u.modules.flatMap((m, im) =>
      m.operations.flatMap((o) =>
        o.risques.map((r, ir) => ({
          idRisque: iu * 1000 + im * 100 + ir,
          idCategorie: iu,
          uniteTravail: u.nom,
          idModule: im,
          module: m.nom,
          operation: o.nom,
          risque: r.nom,
          score: r.score,
          niveau: r.niveau,
          mesureAFaire: r.mesureAFaire,
          mesureQui: r.mesureQui,
          mesureDelai: r.mesureDelai,
          statut: 'a_faire' as const,
          cout: '',
          moyens: '',
          indicateur: '',
          modifieLe: null,
          modifiePar: null,
        })),
      ),
    ),
  );
  return {
    annee: 2027,
    methode: 1,
    planAction: { idDuer: 1, annee: 2027, estFini: false, papripact: false, nombreSalaries: 12, peutModifier: true, lignes },
    consultation: true,
    dossier: { codeDossier: '999999', raisonSociale: 'EARL Bench' },
    pagesAvant: [{ type: 'page-de-garde', nom: 'Page de garde' }, { type: 'informations-generales', nom: 'Informations générales' }, ...fichier],
    unites,
    pagesApres: [{ type: 'audit', nom: 'Audit préalable' }],
    annexes: [],
    pageDeGarde: { ...vide, gerants: ['Claire Martin'] },
    informations: Object.fromEntries(
      [
        'natureActivite',
        'nombreSalaries',
        'trousseDeSecours',
        'responsableTrousseDeSecours',
        'presenceDeSecouriste',
        'referentSecurite',
        'auCoursDes12DerniersMois',
        'nombreAccidents',
        'nombreMaladiesProfessionnelles',
      ].map((c) => [c, 'Oui']),
    ) as ImpressionData['informations'],
    preambule: { descriptifExploitation: MESURE, ressourcesHumaines: MESURE, prestationsServices: MESURE, categories: [] },
    audit: { categories: [] },
  };
}

async function main(): Promise<void> {
  const page = await renderPdf((doc) => doc.fontSize(12).text('Une page déposée, fusionnée telle quelle.'));
  const fichiers = { pdf: () => Promise.resolve(page) } as unknown as DuerImpressionFichiers;
  const builder = new DuerPdfBuilder({} as DuerImpressionLecture, fichiers, {} as PdfAConversion);
  const fichier: ImpressionPage[] = Array.from({ length: PAGES_FUSIONNEES }, (_, i) => ({
    type: 'fichier',
    nom: `Page ${i + 1}`,
    blobKey: 'x',
    extension: 'pdf',
  }));
  const picto = await sharp({ create: { width: 96, height: 96, channels: 4, background: '#1f3b5a' } })
    .png()
    .toBuffer();
  const d = donnees(fichier, picto);
  if (!SMOKE) await builder.compose(d, { temporaire: true }); // warm-up
  const debut = performance.now();
  const un = await builder.compose(d, { temporaire: true });
  console.log(
    `${UNITES * 75} risks + ${PAGES_FUSIONNEES} merged PDF pages: ${(performance.now() - debut).toFixed(0)} ms, ${un.pages} pages, ${(un.pdf.length / 1024).toFixed(0)} KiB (goal < 3000 ms${SMOKE ? ' for 300 risks and 10 pages: smoke run, not checked' : ''})`,
  );
  const rssAvant = process.memoryUsage().rss;
  let rssMax = rssAvant;
  const sonde = setInterval(() => (rssMax = Math.max(rssMax, process.memoryUsage().rss)), 20);
  const debut20 = performance.now();
  const resultats = await Promise.allSettled(Array.from({ length: SIMULTANEES }, () => builder.compose(d, { temporaire: false })));
  clearInterval(sonde);
  const ok = resultats.filter((r) => r.status === 'fulfilled' && r.value.pages === un.pages).length;
  const mo = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
  for (const r of resultats) if (r.status === 'rejected') console.error(r.reason);
  console.log(
    `${SIMULTANEES} concurrent prints in one process: ${ok}/${SIMULTANEES} PDFs in ${(performance.now() - debut20).toFixed(0)} ms, RSS ${mo(rssAvant)} → peak ${mo(rssMax)}`,
  );
  if (ok !== SIMULTANEES) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
