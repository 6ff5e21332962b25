/** French messages of event registration (spec 01 §5 Event participant, §8 Event). */
export const EvenementsMessages = {
  nomObligatoire: 'Le nom est obligatoire',
  prenomObligatoire: 'Le prénom est obligatoire',
  emailInvalide: "L'email est invalide",
  telInvalide: 'Le numéro de téléphone est invalide',
  auMoinsUn: 'Vous devez valider au moins un participant',
  enAttente: 'Merci de valider ou de supprimer les participants en attente',
  mailManquant: 'Vous devez renseigner le mail de tous les participants',
  placesRestantes: (n: number) => `Il n'y a plus que ${n} place(s) restante(s).`,
  annule: 'Cet événement est annulé : les inscriptions sont closes.',
  introuvable: 'Événement introuvable.',
  inscriptionIntrouvable: "Ce participant n'est pas inscrit à cet événement pour ce dossier.",
  erreurInscription: "Une erreur est survenue lors de l'inscription",
  erreurSauvegarde: 'Une erreur est survenue lors de la sauvegarde',
  webinarIndisponible: 'Le service de webinaire est injoignable pour le moment. Veuillez réessayer plus tard.',
  webinarNonInscrit: "Cette adresse n'est pas inscrite à cet événement.",
  webinarPersonnel: 'Ce lien de connexion est personnel : seule la personne inscrite avec cette adresse peut le demander.',
} as const;
