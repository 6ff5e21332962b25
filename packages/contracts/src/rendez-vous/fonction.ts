/** Masculine titles of the firm's functions and their feminine forms, word by word ('Chargé d'études' → 'Chargée d'études'). */
const FEMININ: Record<string, string> = {
  Chargé: 'Chargée',
  chargé: 'chargée',
  Conseiller: 'Conseillère',
  conseiller: 'conseillère',
  Assistant: 'Assistante',
  assistant: 'assistante',
  Directeur: 'Directrice',
  directeur: 'directrice',
  Expert: 'Experte',
  expert: 'experte',
  Technicien: 'Technicienne',
  technicien: 'technicienne',
  Collaborateur: 'Collaboratrice',
  collaborateur: 'collaboratrice',
};

/**
 * A function's title agreed with the person's sex as contacts give it (M a man, A the assistant's generic avatar,
 * anything else a woman): the firm stores one, masculine, title per function.
 */
export function fonctionAccordee(fonction: string, sexe: string): string {
  if (sexe === 'M' || sexe === 'A') return fonction;
  return fonction.replace(/[\p{L}-]+/gu, (mot) => FEMININ[mot] ?? mot);
}

/** 'Mon chargé d'études', 'Ma chargée d'études', 'Mon assistante' (mon before a vowel, as French says it). */
export function monFonction(fonction: string, sexe: string): string {
  const feminin = sexe !== 'M' && sexe !== 'A' && !/^[aeiouyhâàéèêîïôûAEIOUYHÂÀÉÈÊÎÏÔÛ]/.test(fonction);
  return `${feminin ? 'Ma' : 'Mon'} ${fonction}`;
}
