import { ROLE_GERANT, type DroitDossier, type Droits } from '@portail/contracts';

interface SelectionInput {
  droits: Droits;
  /** localStorage wantedCodeDossier (route param or last explicit choice of a member). */
  wantedCodeDossier: string | null;
  /** Dossier picked on the portfolio page, sent as x-code-dossier (collaborators only). */
  codeDossierCollaborateur: string | null;
}

/**
 * Selected dossier when rights load (spec 01 §4): for a member, the wanted dossier if accessible,
 * else the favourite, else the first; a collaborator works only on the dossier they picked.
 */
export function chooseSelectedDossier({ droits, wantedCodeDossier, codeDossierCollaborateur }: SelectionInput): DroitDossier | null {
  const dossiers = droits.data.dossiers;
  if (droits.typeUtilisateur === 'collab') {
    return dossiers.find((d) => d.codeDossier === codeDossierCollaborateur) ?? null;
  }
  if (dossiers.length === 0) return null;
  return dossiers.find((d) => d.codeDossier === wantedCodeDossier) ?? dossiers.find((d) => d.estFavoris) ?? dossiers[0] ?? null;
}

interface DossierGroups {
  mesDossiers: DroitDossier[];
  partages: DroitDossier[];
}

const byRaisonSociale = (a: DroitDossier, b: DroitDossier) =>
  a.raisonSociale.localeCompare(b.raisonSociale, 'fr', { sensitivity: 'base' }) || a.codeDossier.localeCompare(b.codeDossier, 'fr');

/** Header selector groups: 'Mes dossiers' (idRole 1) and 'Dossiers partagés avec moi', French order. */
export function groupDossiers(dossiers: readonly DroitDossier[]): DossierGroups {
  const mesDossiers = dossiers.filter((d) => d.idRole === ROLE_GERANT).sort(byRaisonSociale);
  const partages = dossiers.filter((d) => d.idRole !== ROLE_GERANT).sort(byRaisonSociale);
  return { mesDossiers, partages };
}

export function isDossierAccessible(droits: Droits | null | undefined, codeDossier: string | null | undefined): boolean {
  return !!codeDossier && !!droits?.data.dossiers.some((d) => d.codeDossier === codeDossier);
}
