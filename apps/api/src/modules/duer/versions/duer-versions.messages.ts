/** Messages of the sealed versions' routes. */
export const DuerVersionsMessages = {
  versionIntrouvable: 'Cette version du DUER est introuvable.',
  fichierAltere: 'Le fichier de cette version a été altéré.',
} as const;
