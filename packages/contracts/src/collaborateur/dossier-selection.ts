/** Why staff may not pick a portfolio dossier (spec 02 §4 'Staff file picker'). */
export const RaisonsNonSelectionnable = {
  demissionne: 'Dossier démissionnaire',
  nonInscritSansId: 'Dossier non inscrit sans identifiant',
  statutInconnu: 'Statut du dossier inconnu',
} as const;

export interface DossierSelectionInput {
  statut: string;
  /** The portal's identifier of the dossier; a dossier the firm knows but the portal does not has none. */
  id: string | null | undefined;
}

export type DossierSelection = { selectable: true; raison: null } | { selectable: false; raison: string };

/** Bon is selectable; PasInscrit only with an id; Demissionne (and any unknown statut) never. */
export function dossierSelection({ statut, id }: DossierSelectionInput): DossierSelection {
  switch (statut) {
    case 'Bon':
      return { selectable: true, raison: null };
    case 'PasInscrit':
      return id ? { selectable: true, raison: null } : { selectable: false, raison: RaisonsNonSelectionnable.nonInscritSansId };
    case 'Demissionne':
      return { selectable: false, raison: RaisonsNonSelectionnable.demissionne };
    default:
      return { selectable: false, raison: RaisonsNonSelectionnable.statutInconnu };
  }
}

export const isDossierSelectable = (dossier: DossierSelectionInput): boolean => dossierSelection(dossier).selectable;

/** The 403 message when staff act on a dossier they may not pick. */
export const dossierNonSelectionnableMessage = (raison: string) => `Ce dossier ne peut pas être sélectionné : ${raison.toLowerCase()}.`;

/** The staff picker's search rule (spec 02 §5). */
export const DOSSIER_PICKER_MIN_LENGTH = 3;
export const DOSSIER_PICKER_TOO_SHORT = 'Veuillez saisir 3 caractères minimum.';
