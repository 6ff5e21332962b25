import { z } from 'zod';

export * from './error-codes';

export const ErrorIssueSchema = z.object({
  path: z.string().describe('Chemin du champ en erreur, séparé par des points'),
  message: z.string().describe('Message en français'),
});

export const ErrorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  code: z.string().describe('Code stable lisible par le front'),
  message: z.string(),
  displayable: z.boolean().describe('true : le message est destiné à l’utilisateur'),
  issues: z.array(ErrorIssueSchema).optional(),
  correlationId: z.string(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const Messages = {
  internal: "Une erreur interne s'est produite",
  validation: 'Les données envoyées ne sont pas valides.',
  unauthenticated: 'Vous devez être connecté.',
  forbidden: "Vous n'avez pas accès à ce dossier.",
  moduleForbidden: 'Le dossier sélectionné ne comprend pas ce module.',
  staffOnly: 'Réservé aux collaborateurs.',
  notFound: 'Ressource introuvable.',
  invalidCredentials: 'Identifiant ou mot de passe incorrect.',
  tooManyAttempts: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  captchaRequired:
    'Plusieurs tentatives de connexion ont échoué sur ce compte. Par sécurité, cochez la case « Je ne suis pas un robot » puis reconnectez-vous.',
  accountNotActivated:
    'Votre compte n’est pas encore activé : ouvrez le lien d’activation reçu par e-mail. Vous ne le trouvez plus ? Demandez un nouveau lien.',
  csrf: 'La session a expiré, veuillez recharger la page.',
  searchTooShort: 'Saisissez au moins 3 caractères.',
  gerantOnly: 'Seul le gérant du dossier peut effectuer cette action.',
} as const;
