import { z } from 'zod';
import { idParam, int32, text } from '../common/input';
import { DUER_LIMITES as L } from './duer.constants';
import { DuerDroitsSchema, DuerSchema } from './duer.schema';

/** Files an annex or a page may carry (spec 03 §2.5, §2.6, §9). */
export const DUER_DOCUMENT_EXTENSIONS = ['doc', 'docx', 'pdf'] as const;
export const DUER_DOCUMENT_ACCEPT = '.doc,.docx,.pdf';
/** Largest annex or page file: 20 Mo. */
export const DUER_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** Special base pages (spec 03 §2.6, §9): fixed ids, no file, each edited on its own screen. */
export const PAGES_SPECIALES = { pageDeGarde: 1, informationsGenerales: 3, preambule: 4, audit: 10 } as const;
export const ID_PAGES_SPECIALES: readonly number[] = Object.values(PAGES_SPECIALES);
export const estPageSpeciale = (idBasePage: number) => ID_PAGES_SPECIALES.includes(idBasePage);
/** The pseudo-row 'LISTE DES RISQUES' between the pages before and after the risks. */
export const ID_LISTE_DES_RISQUES = -1;

/** Header of a view 'as PDF' served as the original because no converter runs on the server. */
export const HEADER_APERCU_PDF = 'x-duer-apercu-pdf';

const erreur = (quoi: string) => `Une erreur est survenue lors ${quoi}.`;

/** Messages of spec 03 §2.5, §2.6, §5 and §8 for annexes and pages. */
export const DuerDocumentsMessages = {
  libelleEtFichierRequis: 'Le libellé et le fichier doivent être renseignés',
  libelleTropLong: `Le libellé ne doit pas dépasser ${L.libelleMax} caractères.`,
  annexeExistante: 'Une annexe avec le même libellé existe déjà',
  pageExistante: 'Une page avec le même libellé existe déjà',
  aucunDocumentAnnexe: "Aucun document n'est associé à cette annexe",
  aucunDocumentPage: "Aucun document n'est associé à cette page",
  fichierMisAJour: 'Le fichier a bien été mis à jour',
  aucunePage: "Aucune page n'est associée au DUER :-(",
  aucunDocument: 'Aucun document trouvé',
  confirmerSuppressionPage: 'Êtes-vous sur de vouloir supprimer cette page ?',
  confirmerSuppressionAnnexe: 'Êtes-vous sur de vouloir supprimer cette annexe ?',
  apercuIndisponible: 'Aperçu PDF indisponible sur ce serveur : le document original est proposé.',
  pageSpeciale: 'Cette page n’a pas de fichier : elle se modifie sur son propre écran.',
  documentIntrouvable: 'Document introuvable dans ce DUER.',
  annexeIntrouvable: 'Annexe introuvable dans ce DUER.',
  pageIntrouvable: 'Page introuvable dans ce DUER.',
  moduleIntrouvable: 'Module introuvable dans ce DUER.',
  aucuneSelection: 'Aucun élément n’a été sélectionné.',
  fichierVide: (nom: string) => `Le fichier ${nom} est vide.`,
  fichierTropLourd: (nom: string) => `Le fichier ${nom} dépasse la taille maximale de 20 Mo.`,
  fichierTypeRefuse: (nom: string) => `Le fichier ${nom} n’est pas accepté : seuls les fichiers .doc, .docx et .pdf le sont.`,
  fichierContenuIncoherent: (nom: string) => `Le contenu du fichier ${nom} ne correspond pas à son extension.`,
  aucunFichier: 'Le libellé et le fichier doivent être renseignés',
  dossierIncoherent: 'Le dossier indiqué ne correspond pas au DUER.',
  // §8 error flashes; annex and page saves keep the spec's variant ("d'" then "l'enregistrement")
  enregistrement: erreur("de l''enregistrement des modifications"),
  annexeCreation: erreur("de la création de l'annexe"),
  pageCreation: erreur('de la création de la page'),
  chargementDocuments: erreur('du chargement des documents'),
  remplacement: erreur('du remplacement du fichier'),
} as const;
const M = DuerDocumentsMessages;

const id = () => int32().positive();
const libelle = () => text({ error: M.libelleEtFichierRequis }).trim().min(1, M.libelleEtFichierRequis).max(L.libelleMax, M.libelleTropLong);

/** A document's file as lists show it (no blob key). */
const FichierSchema = {
  nomFichier: z.string().nullable(),
  extension: z.string().nullable(),
  avecFichier: z.boolean().describe('false: the download answers text/plain "Aucun document…"'),
};

// ---------- Annexes (spec 03 §2.5, §3.7, §7.4) ----------

export const DuerAnnexeSchema = z.object({
  id: z.number().int().describe('Base annex id (the file and the order belong to it)'),
  idLien: z.number().int().describe('duer_annexe or duer_annexe_module id, the one a deletion names'),
  nom: z.string(),
  numAnnexe: z.number().int().describe('Order number, shared by every DUER'),
  estObligatoire: z.boolean(),
  typeFichier: z.literal('ANNEXE'),
  duerBaseModule: z.object({ id: z.number().int() }).nullable(),
  ...FichierSchema,
});
export type DuerAnnexe = z.infer<typeof DuerAnnexeSchema>;

export const DuerAnnexesSchema = z.object({
  duer: DuerSchema,
  droits: DuerDroitsSchema,
  /** The module's annexes (duerannexesmodule), null for the whole DUER (module id 0). */
  module: z.object({ id: z.number().int(), idBaseModule: z.number().int(), nom: z.string(), idDuerCategorie: z.number().int() }).nullable(),
  annexes: z.array(DuerAnnexeSchema),
});
export type DuerAnnexes = z.infer<typeof DuerAnnexesSchema>;

export const BaseAnnexeSchema = z.object({ id: z.number().int(), nom: z.string(), numAnnexe: z.number().int(), codeDossier: z.string().nullable() });
export const BaseAnnexeListSchema = z.array(BaseAnnexeSchema);
export type BaseAnnexe = z.infer<typeof BaseAnnexeSchema>;

/** Multipart text fields of InsertDuerBaseAnnexe (the file is `files`). */
export const AnnexeUploadSchema = z.object({
  nom: libelle(),
  idDuerModule: idParam().optional().describe('Absent: an annex of the whole DUER'),
});
export const AjoutAnnexeSchema = z.object({
  idBaseAnnexe: int32({ error: M.aucuneSelection }).positive(M.aucuneSelection),
  idDuerModule: id().nullable().optional(),
});
/** UpdateMultipleDuerBaseAnnexe + DeleteMultipleDuerAnnexe(Module) in one call. */
export const AnnexesEnregistrementSchema = z.object({
  idDuerModule: id().nullable(),
  numeros: z
    .array(z.object({ id: id(), numAnnexe: int32().min(1) }))
    .max(500)
    .describe('New order numbers of base annexes (advisers only; every DUER follows)'),
  toDelete: z.array(id()).max(500).describe('Link ids (idLien) to remove'),
});
export type AnnexesEnregistrement = z.infer<typeof AnnexesEnregistrementSchema>;
export const AnnexeInsertResultSchema = z.object({ insertId: z.number().int() });

// ---------- Pages (spec 03 §2.6, §3.7, §7.5) ----------

export const DuerPageSchema = z.object({
  id: z.number().int().describe('duer_page id'),
  ordre: z.number().int(),
  estAvantRisques: z.boolean(),
  duerBasePage: z.object({
    id: z.number().int(),
    nom: z.string(),
    estFixe: z.boolean(),
    codeDossier: z.string().nullable(),
    ...FichierSchema,
  }),
});
export type DuerPage = z.infer<typeof DuerPageSchema>;

export const DuerPagesSchema = z.object({ duer: DuerSchema, droits: DuerDroitsSchema, pages: z.array(DuerPageSchema) });
export type DuerPages = z.infer<typeof DuerPagesSchema>;

export const BasePageSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  estFixe: z.boolean(),
  estAvantRisques: z.boolean(),
  codeDossier: z.string().nullable(),
});
export const BasePageListSchema = z.array(BasePageSchema);
export type BasePage = z.infer<typeof BasePageSchema>;

const booleen = () => z.enum(['true', 'false']).transform((v) => v === 'true');
export const PageUploadSchema = z.object({ nom: libelle(), estAvantRisques: booleen().optional() });
export const AjoutPageSchema = z.object({ idBasePage: int32({ error: M.aucuneSelection }).positive(M.aucuneSelection) });
/** UpdateDuerPages: orders, before/after flags and deletions in one transaction. */
export const PagesEnregistrementSchema = z.object({
  toUpdate: z.array(z.object({ id: id(), ordre: int32().min(1), estAvantRisques: z.boolean() })).max(500),
  toDelete: z.array(id()).max(500),
});
export type PagesEnregistrement = z.infer<typeof PagesEnregistrementSchema>;

// ---------- Params ----------

export const DuerModuleAnnexesParamSchema = z.object({ idDuer: idParam(), idDuerModule: idParam() });
export const DuerBaseAnnexeParamSchema = z.object({ idDuer: idParam(), idBaseAnnexe: idParam() });
export const DuerBasePageParamSchema = z.object({ idDuer: idParam(), idBasePage: idParam() });
const drapeau = () => z.enum(['true', 'false', '0', '1']).describe('Sent by the client, never trusted: the session decides');
/** GET /api/duer/fichier/1/{annexId}/{idDuer}/{isAdvisor}/{asPdf}/{name} (spec 03 §7.1). */
export const FichierAnnexeParamSchema = z.object({
  annexId: idParam(),
  idDuer: idParam(),
  isAdvisor: drapeau(),
  asPdf: drapeau(),
  name: text().max(255),
});
/** GET /api/duer/fichier/2/{pageId}/{duerId}/{isCollaborator}/{view}/{pageName}. */
export const FichierPageParamSchema = z.object({
  pageId: idParam(),
  duerId: idParam(),
  isCollaborator: drapeau(),
  view: drapeau(),
  pageName: text().max(255),
});
