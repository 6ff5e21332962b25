import { z } from 'zod';
import { CodeDossierSchema } from '../user/user.schema';
import { AssolementCultureSchema, MillesimeSchema } from './assolement.schema';

/** Telepac import (spec 02 §7 POST /api/assolement/assolementTelepac, §8 message). */
export const TELEPAC_LIMITES = {
  /** The file itself (bytes), as the parser checks it. */
  fichierMaxOctets: 10 * 1024 * 1024,
  /** Its base64 text: 4 characters per 3 bytes. */
  contenuMaxCaracteres: Math.ceil((10 * 1024 * 1024) / 3) * 4,
} as const;

export const TelepacMessages = {
  illisible: 'Impossible de récupérer les cultures du fichier Telepac',
  tropVolumineux: 'Impossible de récupérer les cultures du fichier Telepac : le fichier dépasse la taille maximale de 10 Mo.',
  contenuManquant: 'Choisissez un fichier Telepac (XML).',
  base64Invalide: 'Le contenu du fichier doit être envoyé en base64.',
  pacageRequis: "Choisissez l'exploitation (numéro PACAGE) à importer",
  pacageInvalide: 'Le numéro PACAGE comporte 9 chiffres.',
  aucuneCulture: (codes: string) => `Aucune culture du fichier ne correspond à une culture du cabinet (codes PAC non reconnus : ${codes}).`,
  aucuneCultureSansCode: 'Le fichier ne contient aucune culture pour cette exploitation.',
  mode: 'Choisissez de remplacer ou d’ajouter aux surfaces existantes.',
  autreProducteur: (pacageFichier: string, pacageDossier: string) =>
    `Ce fichier Telepac est celui de l’exploitation PACAGE ${pacageFichier}, pas celle du dossier (PACAGE ${pacageDossier}) : confirmez l’import des parcelles de cette autre exploitation.`,
} as const;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const TelepacImportSchema = z
  .object({
    codeDossier: CodeDossierSchema,
    millesime: MillesimeSchema,
    contenu: z
      .string({ error: TelepacMessages.contenuManquant })
      .min(1, TelepacMessages.contenuManquant)
      .max(TELEPAC_LIMITES.contenuMaxCaracteres, TelepacMessages.tropVolumineux)
      .describe('Le fichier XML : base64 de ses octets (défaut), ou son texte quand encodage = texte'),
    encodage: z
      .enum(['base64', 'texte'])
      .default('base64')
      .describe('base64 : les octets du fichier, décodés par le serveur selon l’encodage que déclare le prologue XML (ISO-8859-1 courant)'),
    pacage: z
      .string()
      .trim()
      .transform((v) => v.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{9}$/, TelepacMessages.pacageInvalide))
      .optional()
      .describe('Producteur à importer quand le fichier en contient plusieurs (défaut : le numéro PACAGE du dossier)'),
    confirmer: z
      .union(
        [
          z.literal(false),
          z.object({
            mode: z.enum(['remplacer', 'ajouter']),
            autreProducteur: z
              .boolean()
              .optional()
              .describe('true : importer quand même les parcelles d’un producteur dont le PACAGE n’est pas celui du dossier (sinon 400)'),
          }),
        ],
        { error: TelepacMessages.mode },
      )
      .optional()
      .describe('Absent ou false : aperçu sans écriture ; { mode } : import dans une transaction'),
  })
  .superRefine((v, ctx) => {
    if (v.encodage === 'base64' && !BASE64.test(v.contenu)) ctx.addIssue({ code: 'custom', path: ['contenu'], message: TelepacMessages.base64Invalide });
  });
export type TelepacImport = z.input<typeof TelepacImportSchema>;

export const TelepacCultureApercuSchema = z.object({
  codePac: z.string(),
  libellePac: z.string().nullable(),
  idCultureType: z.number().int(),
  intitule: z.string(),
  surfaceHa: z.number().describe('ha, 2 décimales'),
  parcelles: z.number().int(),
  existante: z.boolean().describe('Le millésime a déjà une ligne de cette culture'),
});
export const TelepacNonReconnuSchema = z.object({ codePac: z.string(), libellePac: z.string().nullable(), surfaceHa: z.number() });
export const TelepacProducteurSchema = z.object({ pacage: z.string(), parcelles: z.number().int(), surfaceHa: z.number() });

export const TelepacApercuSchema = z.object({
  cultures: z.array(TelepacCultureApercuSchema),
  nonReconnus: z.array(TelepacNonReconnuSchema),
  producteurs: z.array(TelepacProducteurSchema),
  pacage: z.string().nullable().describe('Producteur résumé ; null : plusieurs producteurs, à choisir'),
  pacageDossier: z.string().nullable().describe('Numéro PACAGE enregistré pour le dossier ; null : inconnu'),
  autreProducteur: z
    .boolean()
    .describe('Le producteur résumé n’est pas celui du dossier : l’import demande confirmer.autreProducteur, et la commune du millésime n’est pas reprise'),
  version: z.enum(['2024v4', '2023v2', '2024v3']),
});
export type TelepacApercu = z.infer<typeof TelepacApercuSchema>;

export const TelepacResultatSchema = z.object({
  cultures: z.array(AssolementCultureSchema).describe('Les lignes du millésime, comme GET les renvoie'),
  ajoutees: z.number().int(),
  modifiees: z.number().int(),
});
export type TelepacResultat = z.infer<typeof TelepacResultatSchema>;

export const TelepacReponseSchema = z.union([TelepacResultatSchema, TelepacApercuSchema]);
