/** Spec 03 §4: an empty text is saved as a single space. */
export const espace = (texte: string): string => (texte.trim() === '' ? ' ' : texte);
