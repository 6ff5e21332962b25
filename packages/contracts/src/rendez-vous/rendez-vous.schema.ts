import { z } from 'zod';
import { fileExtension } from '../common/file-name';
import { multilineText, text } from '../common/input';
import { CodeDossierParamSchema } from '../user/user.schema';

/** Appointments, their request and edit (spec 01 §3, §5, §9). */
export const RDV_LIST_LIMIT = 100;
export const RDV_MAX_FILES = 4;
export const RDV_MAX_FILE_BYTES = 25 * 1024 * 1024;
export const RDV_REASON_MAX_LENGTH = 4000;
/** Attachments an adviser may open: PDF, pictures, office documents, plain text (the api also checks each content against its extension). */
export const RDV_EXTENSIONS = [
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'heic',
  'heif',
  'tif',
  'tiff',
  'bmp',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
  'txt',
  'csv',
] as const;
/** The `accept` attribute of the attachments field. */
export const RDV_ACCEPT = RDV_EXTENSIONS.map((e) => `.${e}`).join(',');

export const RendezVousMessages = {
  motifRequis: 'Le champ du motif est requis.',
  motifTropLong: `Le motif ne doit pas dépasser ${RDV_REASON_MAX_LENGTH} caractères.`,
  telephoneInvalide: "Le numéro saisi n'est pas valide. Un numéro à 10 chiffres est attendu.",
  emailInvalide: "L'email renseigné n'est pas valide.",
  fichierTropGros: 'Le fichier est trop volumineux, le poids maximal est 25 Mo',
  fichierVide: 'Le fichier est vide.',
  tropDeFichiers: (n: number) => `Vous ne pouvez pas déposer plus de ${n} fichiers`,
  typeFichierRefuse: `Ce type de fichier n’est pas accepté : PDF, image, document bureautique ou texte uniquement (${RDV_EXTENSIONS.join(', ')}).`,
  fichierContenuIncoherent: 'Le contenu du fichier ne correspond pas à son extension.',
  tropDeDemandes: 'Vous avez envoyé le nombre maximal de demandes de rendez-vous pour une heure. Veuillez réessayer plus tard.',
  rdvPasse: 'Ce rendez-vous est passé : il ne peut plus être modifié ni annulé.',
  rdvIntrouvable: 'Rendez-vous introuvable.',
  rdvAnnule: 'Le rendez-vous a bien été annulé.',
  conseillerInconnu: "Ce conseiller n'est pas un contact de ce dossier.",
  echecPriseRdv: 'Echec lors de la prise de RDV, veuillez réessayer.',
  modificationEnvoyee: 'Votre modification a bien été transmise par mail au responsable du rdv.',
} as const;

const M = RendezVousMessages;
const PHONE = /^\+?\d{10,}$/;

/** Optional + then at least 10 digits; spaces, dots and dashes are ignored. */
export const isValidTelephone = (v: string | undefined | null): boolean => !!v && PHONE.test(v.replace(/[\s.-]/g, ''));
export const isValidEmail = (v: string | undefined | null): boolean => !!v && z.string().email().safeParse(v.trim()).success;

export const RdvIdParamSchema = z.object({ id: z.string().uuid('Identifiant de rendez-vous invalide.') });
export const CodeAgentParamSchema = z.object({ codeAgent: z.string().regex(/^[A-Za-z0-9]{1,20}$/, 'Code agent invalide.') });
/** A contact's photo: the dossier and the adviser's code. */
export const ContactPhotoParamSchema = CodeDossierParamSchema.extend(CodeAgentParamSchema.shape);

export const RdvParticipantSchema = z.object({
  codeagent: z.string(),
  prenom: z.string(),
  nom: z.string(),
  fonction: z.string(),
});
export type RdvParticipant = z.infer<typeof RdvParticipantSchema>;

export const RendezVousSchema = z.object({
  id: z.string().uuid(),
  codeDossier: z.string(),
  title: z.string(),
  date: z.string().describe('Début, ISO 8601'),
  dateFin: z.string().nullable(),
  upcoming: z.boolean().describe('Vrai tant que la date est dans le futur : modifiable et annulable'),
  isEvent: z.literal(false),
  location: z.string().nullable(),
  address: z.object({ adresse: z.string().nullable(), cp: z.string().nullable(), ville: z.string().nullable() }),
  typeCommunication: z.string().nullable(),
  reason: z.string().nullable(),
  description: z.string().nullable(),
  participants: z.array(RdvParticipantSchema),
});
export type RendezVous = z.infer<typeof RendezVousSchema>;
export const RendezVousListSchema = z.array(RendezVousSchema);
export const RdvParticipantListSchema = z.array(RdvParticipantSchema);

/**
 * Reason required; phone or email must be valid (spec README: the intended rule). An invalid
 * value is reported on its own field only when neither is valid.
 */
function contactRule(phoneKey: 'tel' | 'telephone') {
  return (v: { reason: string; email?: string } & Record<string, unknown>, ctx: z.RefinementCtx) => {
    const phone = v[phoneKey] as string | undefined;
    if (isValidTelephone(phone) || isValidEmail(v.email)) return;
    ctx.addIssue({ code: 'custom', path: [phoneKey], message: M.telephoneInvalide });
    ctx.addIssue({ code: 'custom', path: ['email'], message: M.emailInvalide });
  };
}

const reason = multilineText({ error: M.motifRequis }).trim().min(1, M.motifRequis).max(RDV_REASON_MAX_LENGTH, M.motifTropLong);
const optionalText = (max: number) => text().trim().max(max).optional().default('');

export const EditRendezVousSchema = z
  .object({
    id: z.string().uuid('Identifiant de rendez-vous invalide.'),
    reason,
    telephone: optionalText(30),
    email: optionalText(254),
  })
  .superRefine(contactRule('telephone'));
export type EditRendezVous = z.input<typeof EditRendezVousSchema>;

export const CancelRendezVousSchema = z.object({
  codeDossier: z.string().regex(/^\d{6}$/, 'Le code dossier doit comporter 6 chiffres.'),
  id: z.string().uuid('Identifiant de rendez-vous invalide.'),
});
export type CancelRendezVous = z.infer<typeof CancelRendezVousSchema>;

/** Text fields of the multipart request; files travel as files[0..3]. */
export const DemandeRendezVousSchema = z
  .object({
    id: text()
      .trim()
      .regex(/^[A-Za-z0-9]{1,20}$/, 'Le conseiller est obligatoire.')
      .describe('Code agent du conseiller'),
    raisonSociale: optionalText(200),
    codeDossier: z.string().regex(/^\d{6}$/, 'Le code dossier doit comporter 6 chiffres.'),
    reason,
    tel: optionalText(30),
    email: optionalText(254),
  })
  .superRefine(contactRule('tel'));
export type DemandeRendezVous = z.input<typeof DemandeRendezVousSchema>;

export const RdvResultSchema = z.object({ id: z.string(), message: z.string() });
export type RdvResult = z.infer<typeof RdvResultSchema>;

/** Spec 01 §2.4: a non-empty file, 25 Mo at most; and of an extension of the allow-list. */
export function fileIssue({ name, size }: { name: string; size: number }): string | null {
  if (!(RDV_EXTENSIONS as readonly string[]).includes(fileExtension(name))) return M.typeFichierRefuse;
  if (size <= 0) return M.fichierVide;
  if (size > RDV_MAX_FILE_BYTES) return M.fichierTropGros;
  return null;
}
