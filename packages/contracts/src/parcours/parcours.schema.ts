import { z } from 'zod';
import { int32, multilineText, text } from '../common/input';

/** Guided tours (spec 02 §3, §4, §7, §9): tours stored per route name, done-ness per person. */
export const PARCOURS_LIMITES = {
  codeMax: 50,
  routeNameMax: 100,
  titreMax: 255,
  selecteurMax: 300,
  etapesMax: 30,
  actionsParEtapeMax: 10,
  popoverTitreMax: 120,
  popoverDescriptionMax: 2000,
  delaiMax: 10_000,
  parcoursMax: 500,
} as const;
/** Default trigger/callback delay and delay before moving on after a click advance (spec 02 §9). */
export const PARCOURS_DELAI_DEFAUT_MS = 100;
const L = PARCOURS_LIMITES;

export const ParcoursMessages = {
  codeInvalide: 'Code de parcours invalide (lettres, chiffres, tiret et souligné, 50 caractères au plus).',
  routeNameInvalide: 'Nom de route invalide (lettres, chiffres, tiret et souligné, 100 caractères au plus).',
  titreRequis: 'Le titre du parcours est obligatoire.',
  titreTropLong: `Le titre ne doit pas dépasser ${L.titreMax} caractères.`,
  etapesTableau: 'Les étapes doivent être une liste JSON.',
  etapesVides: 'Un parcours compte au moins une étape.',
  tropDEtapes: `Un parcours compte au plus ${L.etapesMax} étapes.`,
  etapeObjet: 'une étape est un objet JSON { element, popover, triggers?, callbacks? }.',
  selecteurRequis: 'le sélecteur est obligatoire.',
  selecteurTropLong: `le sélecteur ne doit pas dépasser ${L.selecteurMax} caractères.`,
  popoverTitreRequis: 'le titre de la bulle est obligatoire.',
  popoverTitreTropLong: `le titre de la bulle ne doit pas dépasser ${L.popoverTitreMax} caractères.`,
  popoverDescriptionTropLong: `le texte de la bulle ne doit pas dépasser ${L.popoverDescriptionMax} caractères.`,
  callbackName: "seul l'événement 'click' est pris en charge.",
  action: "l'action doit être 'nextstep' ou 'destroy'.",
  delai: `un délai est un nombre entier de millisecondes entre 0 et ${L.delaiMax}.`,
  tropDActions: `au plus ${L.actionsParEtapeMax} déclencheurs ou rappels par étape.`,
  champInconnu: 'champ inconnu :',
  introuvable: 'Parcours introuvable.',
  contenuIntrouvable: 'Contenu introuvable.',
  codeExistant: 'Un parcours porte déjà ce code.',
  tropDeParcours: `Il ne peut pas y avoir plus de ${L.parcoursMax} parcours.`,
} as const;
const M = ParcoursMessages;

const CODE = /^[A-Za-z0-9_-]{1,50}$/;
const ROUTE_NAME = /^[A-Za-z0-9_-]{1,100}$/;

export const CodeParcoursSchema = z.string({ error: M.codeInvalide }).regex(CODE, M.codeInvalide).describe('Code du parcours (codeParcours)');
export const RouteNameSchema = z
  .string({ error: M.routeNameInvalide })
  .regex(ROUTE_NAME, M.routeNameInvalide)
  .describe('Nom de route de la table des routes du web (accueil, ged-documents, motsDePasse…)');

const selecteur = () =>
  text({ error: M.selecteurRequis })
    .max(L.selecteurMax, M.selecteurTropLong)
    .refine((v) => v.trim() !== '', M.selecteurRequis)
    .describe('Sélecteur CSS');
const delai = () => int32({ error: M.delai }).min(0, M.delai).max(L.delaiMax, M.delai).optional();
const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, { error: (i) => (i.code === 'unrecognized_keys' ? `${M.champInconnu} ${i.keys.join(', ')}` : M.etapeObjet) });

/** Clicking `selector` moves the tour on or ends it, after max(blacklistTimeout, whitelistTimeout), if the lists allow it. */
export const ParcoursTriggerSchema = strict({
  selector: selecteur(),
  callbackName: z.literal('click', { error: M.callbackName }),
  action: z.enum(['nextstep', 'destroy'], { error: M.action }),
  blacklistSelector: selecteur().optional().describe('Le déclencheur ne joue pas si cet élément est présent'),
  whitelistSelector: selecteur().optional().describe('Le déclencheur ne joue que si cet élément est présent'),
  blacklistTimeout: delai(),
  whitelistTimeout: delai(),
});
export type ParcoursTrigger = z.infer<typeof ParcoursTriggerSchema>;

/** When the step is shown, `selector` is clicked after `timeout` ms (default 100): opens what the step shows. */
export const ParcoursCallbackSchema = strict({
  selector: selecteur(),
  callbackName: z.literal('click', { error: M.callbackName }),
  timeout: delai(),
});
export type ParcoursCallback = z.infer<typeof ParcoursCallbackSchema>;

export const ParcoursPopoverSchema = strict({
  title: text({ error: M.popoverTitreRequis })
    .max(L.popoverTitreMax, M.popoverTitreTropLong)
    .refine((v) => v.trim() !== '', M.popoverTitreRequis),
  description: multilineText({ error: M.popoverDescriptionTropLong })
    .max(L.popoverDescriptionMax, M.popoverDescriptionTropLong)
    .optional()
    .describe('Texte de la bulle ; mise en forme simple (gras, liens), nettoyée avant affichage'),
  side: z.enum(['top', 'right', 'bottom', 'left']).optional(),
  align: z.enum(['start', 'center', 'end']).optional(),
});

export const ParcoursEtapeSchema = strict({
  element: selecteur().describe("Sélecteur CSS de l'élément mis en avant (data-tour=… de préférence)"),
  popover: ParcoursPopoverSchema,
  triggers: z.array(ParcoursTriggerSchema).max(L.actionsParEtapeMax, M.tropDActions).optional(),
  callbacks: z.array(ParcoursCallbackSchema).max(L.actionsParEtapeMax, M.tropDActions).optional(),
});
export type ParcoursEtape = z.infer<typeof ParcoursEtapeSchema>;

/** The steps of a staff write: each step checked on its own so that the message names it ('Étape 2 : …'). */
export const ParcoursEtapesSchema = z
  .array(z.unknown(), { error: M.etapesTableau })
  .min(1, M.etapesVides)
  .max(L.etapesMax, M.tropDEtapes)
  .transform((items, ctx): ParcoursEtape[] => {
    const etapes: ParcoursEtape[] = [];
    items.forEach((item, index) => {
      const parsed = ParcoursEtapeSchema.safeParse(item);
      if (parsed.success) etapes.push(parsed.data);
      else
        for (const issue of parsed.error.issues)
          ctx.addIssue({
            code: 'custom',
            path: [index, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
            message: `Étape ${index + 1} : ${issue.message}`,
          });
    });
    return etapes;
  });

/** A tour as the staff screen edits it. */
export const ParcoursSchema = z.object({
  code: z.string(),
  routeName: z.string(),
  titre: z.string(),
  etapes: z.array(ParcoursEtapeSchema),
  actif: z.boolean(),
  ordre: z.number().int(),
});
export type Parcours = z.infer<typeof ParcoursSchema>;
export const ParcoursListSchema = z.array(ParcoursSchema);

const ecriture = {
  routeName: RouteNameSchema,
  titre: text({ error: M.titreRequis })
    .max(L.titreMax, M.titreTropLong)
    .refine((v) => v.trim() !== '', M.titreRequis),
  etapes: ParcoursEtapesSchema,
  actif: z.boolean({ error: 'Indiquez si le parcours est actif.' }).default(true),
  ordre: int32({ error: "L'ordre est un nombre entier." }).default(0).describe('Entre plusieurs parcours de la même route, le plus petit passe en premier'),
};
export const ParcoursCreationSchema = z.strictObject({ code: CodeParcoursSchema, ...ecriture });
export type ParcoursCreation = z.infer<typeof ParcoursCreationSchema>;
export const ParcoursModificationSchema = z.strictObject(ecriture);
export type ParcoursModification = z.infer<typeof ParcoursModificationSchema>;

/** The tour of a route for the signed-in person: the first one not done, else the first one (dejaFait: replayable). */
export const ParcoursEnCoursSchema = z.object({
  parcours: z
    .object({
      code: z.string(),
      routeName: z.string(),
      titre: z.string(),
      etapes: z.array(ParcoursEtapeSchema),
      dejaFait: z.boolean(),
    })
    .nullable()
    .describe('null quand aucun parcours actif ne porte sur cette route'),
});
export type ParcoursEnCours = z.infer<typeof ParcoursEnCoursSchema>;

export const RouteNameParamSchema = z.object({ routeName: RouteNameSchema });
export const CodeParcoursParamSchema = z.object({ code: CodeParcoursSchema });
export const ContenuParcoursParamSchema = z.object({ id: CodeParcoursSchema });
