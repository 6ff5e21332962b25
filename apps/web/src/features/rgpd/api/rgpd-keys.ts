/** Query keys of the member's « Mes données » screen and of the staff's RGPD screens. */
export const rgpdKeys = {
  mesDonnees: ['mes-donnees'] as const,
  demandes: ['demandes-effacement'] as const,
  registre: ['registre-rgpd'] as const,
};
