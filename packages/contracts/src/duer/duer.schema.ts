import { z } from 'zod';
import { idParam, int32, multilineText, queryInt, text } from '../common/input';
import { TYPES_ACTIVITE } from '../common/modules';
import { CodeDossierSchema } from '../user/user.schema';
import { DUER_LIMITES as L, DuerMessages as M } from './duer.constants';
import { NIVEAUX, NON_INITIALISE } from './scoring';

const libelle = () => text({ error: M.libelleRequis }).trim().min(1, M.libelleRequis).max(L.libelleMax, M.libelleTropLong);
const mesure = () => multilineText().max(L.mesureMax, M.mesureTropLongue);
const id = () => int32().positive();

// ---------- Rights (spec 03 §6), computed by the api on every call ----------

export const DuerDroitsSchema = z.object({
  /** Ratings, texts, active flag, reorders, forced validation. */
  droitModifs: z.boolean(),
  /** Add, delete, rename, replace files. */
  droitCreation: z.boolean(),
  /** Work units and modules may be created (members: DUER not finished; advisers: function CE). */
  creationStructure: z.boolean(),
  estCollaborateur: z.boolean(),
  /** Adviser with function CE. */
  fonctionCE: z.boolean(),
});
export type DuerDroits = z.infer<typeof DuerDroitsSchema>;

// ---------- DUER ----------

export const DuerSchema = z.object({
  id: z.number().int(),
  annee: z.number().int(),
  estFini: z.boolean(),
  estValide: z.boolean(),
  dateFini: z.string().nullable().describe('ISO date-time of the definitive print'),
  idGedDuerDefinitif: z.string().uuid().nullable(),
  codeDossier: CodeDossierSchema,
  versionCalculRisque: z.number().int().describe('1: gravité × fréquence (nouvelle méthode); 0: ancienne méthode'),
});
export type Duer = z.infer<typeof DuerSchema>;

export const DuerDossierSchema = z.object({
  codeDossier: CodeDossierSchema,
  raisonSociale: z.string(),
  typeActivite: z.enum(TYPES_ACTIVITE),
  codeEntite: z.string(),
  baseType: z.number().int(),
});

/** duer-index (spec 03 §2.1): the years and what the caller may create. */
export const DuerIndexSchema = z.object({
  dossier: DuerDossierSchema,
  duers: z.array(DuerSchema).describe('Most recent year first'),
  creation: z.object({
    autorisee: z.boolean(),
    /** Members: the current year only; null when the adviser chooses. */
    anneeImposee: z.number().int().nullable(),
    anneeMin: z.number().int(),
    anneeMax: z.number().int(),
    vide: z.boolean(),
    /** Default model of the base type (hidden for ACS). */
    modele: z.boolean(),
    copieAnnee: z.boolean(),
    copieAutreDossier: z.boolean(),
  }),
});
export type DuerIndex = z.infer<typeof DuerIndexSchema>;

const annee = () => int32({ error: M.anneeInvalide });

export const DuerCreationSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('vide'), annee: annee() }),
    z.object({ mode: z.literal('modele'), annee: annee() }),
    z.object({ mode: z.literal('copie'), annee: annee(), anneeSource: annee(), copierContenu: z.boolean() }),
    z.object({ mode: z.literal('autreDossier'), annee: annee(), idDuerSource: int32({ error: M.aucunDuerSelectionne }).positive(M.aucunDuerSelectionne) }),
  ],
  { error: M.creationDuer },
);
export type DuerCreation = z.infer<typeof DuerCreationSchema>;

/** DUERs of the adviser's other portfolio dossiers, offered as a copy source. */
export const DuerSourceSchema = z.object({ idDuer: z.number().int(), codeDossier: z.string(), raisonSociale: z.string(), annee: z.number().int() });
export const DuerSourceListSchema = z.array(DuerSourceSchema);

// ---------- Work units, modules ----------

export const BaseItemSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  annee: z.number().int().nullable(),
  codeDossier: z.string().nullable().describe('null: the firm’s library; else the dossier’s own item'),
});
export const BaseItemListSchema = z.array(BaseItemSchema);
export type BaseItem = z.infer<typeof BaseItemSchema>;

export const DuerCategorieSchema = z.object({
  id: z.number().int(),
  ordre: z.number().int(),
  estValide: z.boolean(),
  duerBaseCategorie: z.object({ id: z.number().int(), nom: z.string() }),
  nombreModules: z.number().int(),
});
export type DuerCategorie = z.infer<typeof DuerCategorieSchema>;

/** duer: the DUER, its work units and the caller's rights. */
export const DuerDetailSchema = z.object({
  duer: DuerSchema,
  dossier: DuerDossierSchema,
  droits: DuerDroitsSchema,
  /** Work units allowed (3 VITI, 4 AGRIVITI), null when unlimited. */
  uniteMax: z.number().int().nullable(),
  categories: z.array(DuerCategorieSchema),
});
export type DuerDetail = z.infer<typeof DuerDetailSchema>;

export const DuerModuleSchema = z.object({
  id: z.number().int(),
  ordre: z.number().int(),
  remarque: z.string().nullable(),
  forcerValidation: z.boolean(),
  estValide: z.boolean(),
  duerBaseModule: z.object({ id: z.number().int(), nom: z.string(), annee: z.number().int().nullable(), codeDossier: z.string().nullable() }),
});
export type DuerModule = z.infer<typeof DuerModuleSchema>;

/** duercategorie: a work unit and its modules. */
export const DuerCategorieDetailSchema = z.object({
  duer: DuerSchema,
  droits: DuerDroitsSchema,
  categorie: DuerCategorieSchema,
  modules: z.array(DuerModuleSchema),
  /** The DUER's other work units, targets of a module copy. */
  autresCategories: z.array(z.object({ id: z.number().int(), nom: z.string() })),
});
export type DuerCategorieDetail = z.infer<typeof DuerCategorieDetailSchema>;

/** New item by name, or an existing base item by id (spec 03 §2.2, §2.3). */
export const NouvelElementSchema = z.union([z.object({ nom: libelle() }), z.object({ idBase: id() })], { error: M.libelleRequis });
export type NouvelElement = z.infer<typeof NouvelElementSchema>;
export const RenommerSchema = z.object({ nom: libelle() });
export const CopieCategorieSchema = z.object({ nom: libelle().optional() });
export const CopieModuleSchema = z.object({ idDuerCategorie: int32({ error: M.aucuneUniteSelectionnee }).positive(M.aucuneUniteSelectionnee) });

const ordres = (message: string) =>
  z
    .array(z.object({ id: id(), ordre: int32().min(1) }), { error: message })
    .min(1, message)
    .max(1000);
export const OrdreCategoriesSchema = z.object({ categoriesAModifier: ordres(M.aucuneUniteSelectionnee) });
export const OrdreModulesSchema = z.object({ modulesAModifier: ordres(M.aucunModuleSelectionne) });

export const BaseFiltreQuerySchema = z.object({
  texte: text().max(L.libelleMax).optional(),
  annee: queryInt().optional().describe('Absent: every year ("Toutes")'),
});

/** UpdateModule: rename and/or remark; the id may change (insertIdDuerModule), the screen then moves to it. */
export const ModuleUpdateSchema = z.object({
  nom: libelle().optional(),
  remarque: multilineText().max(L.remarqueMax, M.remarqueTropLongue).nullable().optional(),
});
export const ModuleUpdateResultSchema = z.object({ module: DuerModuleSchema, insertIdDuerModule: z.number().int().nullable() });

// ---------- Operations, risks, pictograms (duermodule) ----------

export const DuerPictoSchema = z.object({ id: z.number().int(), description: z.string(), duerBasePicto: z.object({ id: z.number().int() }) });
export const BasePictoSchema = z.object({ id: z.number().int(), nom: z.string(), typeMime: z.string(), imageBase64: z.string() });
export const BasePictoListSchema = z.array(BasePictoSchema);
export type BasePicto = z.infer<typeof BasePictoSchema>;

export const NiveauSchema = z.enum([...NIVEAUX, NON_INITIALISE]);

export const DuerRisqueSchema = z.object({
  id: z.number().int(),
  ordre: z.number().int(),
  estActif: z.boolean(),
  gravite: z.number().nullable(),
  frequence: z.number().nullable(),
  maitrise: z.number().nullable().describe('Ancienne méthode : 0,1 / 0,5 / 1 / 1,5 ; null dans la nouvelle'),
  score: z.number().nullable(),
  niveau: NiveauSchema,
  mesureExistante: z.string(),
  mesureAFaire: z.string(),
  mesureQui: z.string(),
  mesureDelai: z.string(),
  duerBaseRisque: z.object({ id: z.number().int(), nom: z.string(), estAvecPicto: z.boolean() }),
  duerPictos: z.array(DuerPictoSchema),
});
export type DuerRisque = z.infer<typeof DuerRisqueSchema>;

export const DuerGroupeSchema = z.object({
  id: z.number().int(),
  ordre: z.number().int(),
  duerBaseGroupe: z.object({ id: z.number().int(), nom: z.string() }),
  duerRisques: z.array(DuerRisqueSchema),
});
export type DuerGroupe = z.infer<typeof DuerGroupeSchema>;

/** duermodule: the module, its operations and risks, the next module, the version a save must name. */
export const DuerModuleDetailSchema = z.object({
  duer: DuerSchema,
  droits: DuerDroitsSchema,
  categorie: z.object({ id: z.number().int(), nom: z.string() }),
  module: DuerModuleSchema,
  /** Increases with every save; a save naming an older one is refused (409 CONFLIT). */
  version: z.number().int(),
  groupes: z.array(DuerGroupeSchema),
  /** 'Aller à : Etape n/total - name'; null on the last module. */
  suivant: z
    .object({ idCategorie: z.number().int(), idModule: z.number().int(), nom: z.string(), etape: z.number().int(), total: z.number().int() })
    .nullable(),
});
export type DuerModuleDetail = z.infer<typeof DuerModuleDetailSchema>;

/** Base operations of the module's base module not yet in it, with their base risks. */
export const BaseGroupeSchema = z.object({ id: z.number().int(), nom: z.string(), risques: z.array(z.object({ id: z.number().int(), nom: z.string() })) });
export const BaseGroupeListSchema = z.array(BaseGroupeSchema);
/** Operations of other DUERs (adviser only), filtered by text and year. */
export const GroupeDisponibleSchema = z.object({
  idDuerGroupe: z.number().int(),
  nom: z.string(),
  annee: z.number().int(),
  codeDossier: z.string(),
  raisonSociale: z.string(),
  nombreRisques: z.number().int(),
});
export const GroupeDisponibleListSchema = z.array(GroupeDisponibleSchema);

/** The add dialog 'Ajouter un risque' (spec 03 §2.4), operation side. */
export const AjoutGroupeSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('nouveau'), nom: libelle() }),
    z.object({ mode: z.literal('base'), idBaseGroupe: id() }),
    z.object({ mode: z.literal('autreDuer'), idDuerGroupe: int32({ error: M.aucuneOperationSelectionnee }).positive(M.aucuneOperationSelectionnee) }),
    z.object({
      mode: z.literal('groupeEtRisque'),
      nomGroupe: text({ error: M.groupeEtRisqueRequis }).trim().min(1, M.groupeEtRisqueRequis).max(L.libelleMax, M.libelleTropLong),
      nomRisque: text({ error: M.groupeEtRisqueRequis }).trim().min(1, M.groupeEtRisqueRequis).max(L.libelleMax, M.libelleTropLong),
    }),
  ],
  { error: M.operationCreation },
);
export type AjoutGroupe = z.infer<typeof AjoutGroupeSchema>;

/** Risk side: a new risk by name or an existing base risk. */
export const AjoutRisqueSchema = z.union([z.object({ nom: libelle() }), z.object({ idBaseRisque: id() })], { error: M.libelleRequis });

/** One risk as the module's save sends it (UpdateDuerRisques): real rating values, not slider steps. */
export const RisqueEnregistrementSchema = z.object({
  id: id(),
  ordre: int32().min(1),
  estActif: z.boolean(),
  gravite: z.number().nullable(),
  frequence: z.number().nullable(),
  maitrise: z.number().nullable(),
  mesureExistante: mesure(),
  mesureAFaire: mesure(),
  mesureQui: mesure(),
  mesureDelai: mesure(),
});
export type RisqueEnregistrement = z.infer<typeof RisqueEnregistrementSchema>;

/** The module's save: its version, remark, operation order and changed risks, in one transaction. */
export const ModuleEnregistrementSchema = z.object({
  version: int32().min(0),
  remarque: multilineText().max(L.remarqueMax, M.remarqueTropLongue).nullable(),
  groupesOrdre: z.array(z.object({ id: id(), ordre: int32().min(1) })).max(1000),
  risques: z.array(RisqueEnregistrementSchema).max(1000),
});
export type ModuleEnregistrement = z.infer<typeof ModuleEnregistrementSchema>;

/** UpdateDuerPictos (spec 03 §7.3). */
export const PictosUpdateSchema = z.object({
  ajouts: z.array(z.object({ description: text().max(L.pictoDescriptionMax, M.pictoDescriptionTropLongue), idBasePicto: id() })).max(50),
  suppressions: z.array(id()).max(50),
  modifications: z.array(z.object({ id: id(), description: text().max(L.pictoDescriptionMax, M.pictoDescriptionTropLongue) })).max(50),
});

/** Field history (spec 03 §3.8): per risk line, per column, the dated values. */
export const HistoriqueLigneSchema = z.object({
  idLigne: z.number().int(),
  colonnes: z.array(
    z.object({
      nomColonne: z.enum(['mesureExistante', 'mesureAFaire', 'mesureQui', 'mesureDelai', 'gravite', 'frequence', 'maitrise']),
      donnees: z.array(z.object({ dateModification: z.string(), valeur: z.string().nullable() })),
    }),
  ),
});
export const HistoriqueModuleSchema = z.object({
  historiqueCollaborateur: z.array(HistoriqueLigneSchema),
  historiqueAdherent: z.array(HistoriqueLigneSchema),
});
export type HistoriqueModule = z.infer<typeof HistoriqueModuleSchema>;

// ---------- Params ----------

export const DuerIdParamSchema = z.object({ idDuer: idParam() });
export const DuerCategorieParamSchema = z.object({ idDuer: idParam(), idCategorie: idParam() });
export const DuerModuleParamSchema = z.object({ idDuer: idParam(), idModule: idParam() });
export const DuerGroupeParamSchema = z.object({ idDuer: idParam(), idGroupe: idParam() });
export const DuerRisqueParamSchema = z.object({ idDuer: idParam(), idRisque: idParam() });
export const OkSchema = z.object({ ok: z.literal(true) });
