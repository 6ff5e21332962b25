import { z } from 'zod';
import { DoubleAuthentificationPolitiqueSchema } from '../securite/securite.schema';

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const ThemeSchema = z.object({
  name: z.string(),
  platformName: z.string(),
  entityName: z.string(),
  links: z.object({
    legalNotice: z.string(),
    support: z.string(),
    home: z.string(),
    mailService: z.string(),
  }),
  supportPhone: z.string(),
  chartColours: z.tuple([colour, colour, colour]),
  palette: z.object({ primary: colour, secondary: colour, accent: colour, background: colour, text: colour }),
  logo: z.string().describe('Nom du fichier logo dans le dossier du thème'),
  doubleAuthentification: DoubleAuthentificationPolitiqueSchema.default('facultative').describe(
    'Double authentification des adhérents : facultative (chacun l’active depuis son compte) ou obligatoire (configurée à la connexion suivante)',
  ),
});
export type Theme = z.infer<typeof ThemeSchema>;

/** Runtime settings of the portal the web app needs, sent with the theme (one public call before any screen). */
export const PublicSettingsSchema = z.object({
  hiringSimulatorScriptUrl: z
    .string()
    .url()
    .nullable()
    .describe('Script du simulateur d’embauche officiel (HIRING_SIMULATOR_SCRIPT_URL) ; null quand il n’est pas configuré'),
  carteTuilesUrl: z
    .string()
    .nullable()
    .describe('Modèle d’adresse des tuiles du fond de carte ({z}/{x}/{y}, MAP_TILES_URL) ; null : les zones sur un fond uni'),
  carteTuilesAttribution: z.string().nullable().describe('Attribution du fond de carte (MAP_TILES_ATTRIBUTION)'),
  oicVideoPresentationUrl: z.string().nullable().describe('Vidéo de présentation Initial Conseil (OIC_VIDEO_PRESENTATION_URL) ; null : un message'),
  oicVideoProfilUrl: z.string().nullable().describe('Vidéo du profil de dirigeant Initial Conseil (OIC_VIDEO_PROFIL_URL) ; null : un message'),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

/** GET /api/theme: the theme and the public settings. */
export const ThemeResponseSchema = ThemeSchema.extend({ settings: PublicSettingsSchema });
export type ThemeResponse = z.infer<typeof ThemeResponseSchema>;
