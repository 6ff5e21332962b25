import { z } from 'zod';
import { text } from '../common/input';
import { CodeDossierSchema } from '../user/user.schema';
import { EMPRUNTS_ACCESS } from '../emprunts/emprunts.access';

export const TOOL_LINK_TYPES = ['route', 'path', 'url'] as const;
export type ToolLinkType = (typeof TOOL_LINK_TYPES)[number];

export const ToolsMessages = {
  listeInconnue: 'Liste d’outils inconnue.',
  slugInvalide: 'Identifiant d’outil invalide.',
  outilIntrouvable: 'Cet outil est introuvable.',
} as const;

export const ToolCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  libelle: z.string(),
});
export type ToolCategory = z.infer<typeof ToolCategorySchema>;

export const ToolSlugSchema = text()
  .min(1, ToolsMessages.slugInvalide)
  .max(100, ToolsMessages.slugInvalide)
  .regex(/^[a-z0-9-]+$/, ToolsMessages.slugInvalide)
  .describe('Identifiant (slug) de l’outil');

export const ToolSchema = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string().describe('Texte court de la carte'),
  explanation: z.string().describe('Explication affichée dans la fenêtre d’information (texte, paragraphes séparés par une ligne vide)'),
  linkType: z.enum(TOOL_LINK_TYPES).describe('route : nom de route de l’application ; path : chemin interne ; url : lien externe'),
  link: z.string(),
  linkOpenNewTab: z.boolean(),
  favorite: z.boolean(),
  categorie: ToolCategorySchema.nullable(),
  ordre: z.number().int(),
  estDuer: z.boolean().describe('Carte du Document unique (règle de visibilité spec 02 §2)'),
});
export type Tool = z.infer<typeof ToolSchema>;

export const ToolListSchema = z.object({
  categorie: ToolCategorySchema.nullable().describe('La catégorie demandée, null pour la liste complète'),
  categories: z.array(ToolCategorySchema),
  tools: z.array(ToolSchema),
});
export type ToolList = z.infer<typeof ToolListSchema>;

/** `{x}` of GET /api/tools/{x}: 'all' for every tool, or a category id for the tools of one category. */
export const ToolsScopeParamSchema = z.object({
  x: z
    .string()
    .regex(/^(all|[1-9]\d{0,8})$/, ToolsMessages.listeInconnue)
    .describe('all : tous les outils ; un identifiant de catégorie : les outils de cette catégorie'),
});
export const TOOLS_ALL = 'all';

export const ToolsQuerySchema = z.object({
  codeDossier: CodeDossierSchema.optional().describe('Dossier sélectionné ; sans lui, seuls les outils sans module requis sont listés'),
});

export const ToolFavoriteActionParamSchema = z.object({
  action: z.enum(['add', 'remove'], { error: 'Action inconnue.' }),
});
export const ToolFavoriteBodySchema = z.object({
  slug: ToolSlugSchema,
  favorite: z.boolean().optional().describe('Redondant avec l’action (spec 02 §7) ; l’action fait foi'),
});
export const ToolFavoriteResultSchema = z.object({ slug: z.string(), favorite: z.boolean() });
export type ToolFavoriteResult = z.infer<typeof ToolFavoriteResultSchema>;

/** Slugs of the seeded tools whose screens use the shared tool header (ToolHeader slug=...). */
export const TOOL_SLUGS = {
  simulateurEmprunt: 'simulateur-emprunt',
  simulateurEmbauche: 'simulateur-embauche',
  assolement: 'assolement',
  carteRendements: 'rendementcarto',
  raccourcis: 'raccourcis',
  duer: 'duer',
} as const;

/** Rights categories a tool's card needs on the dossier, the same as its routes': the loan simulator's (EMPRUNTS_ACCESS). */
export const TOOL_CATEGORIES: Readonly<Record<string, readonly string[]>> = { [TOOL_SLUGS.simulateurEmprunt]: EMPRUNTS_ACCESS.categories };
