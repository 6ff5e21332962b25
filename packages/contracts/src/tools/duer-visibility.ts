/** Entity codes whose dossiers may see the risk-assessment (DUER) tool card (spec 02 §2 Tools). */
export const ENTITES_DUER = ['0001', '0003', '0015'] as const;
/** Staff functions that may see the DUER card. */
export const FONCTIONS_DUER = ['CE', 'SEC', 'SE'] as const;

export interface DuerViewer {
  /** Entity code of the selected dossier; null without a dossier. */
  codeEntite: string | null;
  estCollaborateur: boolean;
  /** Staff function codes (empty for a member). */
  fonctions: readonly string[];
  /** Effective modules of the user on the dossier. */
  modules: readonly string[];
}

/**
 * The DUER card rule, spec 02 §2 Tools, exactly: entity 0001/0003/0015 AND (not staff OR staff with
 * function CE, SEC or SE) AND (staff OR holds tool_duer).
 */
export function canSeeDuer({ codeEntite, estCollaborateur, fonctions, modules }: DuerViewer): boolean {
  const entite = codeEntite !== null && (ENTITES_DUER as readonly string[]).includes(codeEntite);
  const fonction = !estCollaborateur || fonctions.some((f) => (FONCTIONS_DUER as readonly string[]).includes(f));
  const droit = estCollaborateur || modules.includes('tool_duer');
  return entite && fonction && droit;
}
