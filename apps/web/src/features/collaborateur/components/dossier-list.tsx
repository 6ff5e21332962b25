import type { PortefeuilleDossier } from '@portail/contracts';

interface DossierListProps {
  dossiers: PortefeuilleDossier[];
  onSelect: (dossier: PortefeuilleDossier) => void;
  disabled?: boolean;
  testId: string;
}

const STATUTS: Record<string, string> = { Bon: 'Actif', PasInscrit: 'Non inscrit', Demissionne: 'Démissionnaire' };

/** Portfolio or search results: one button per dossier, disabled with its reason when staff may not pick it (spec 02 §4). */
export function DossierList({ dossiers, onSelect, disabled, testId }: DossierListProps) {
  return (
    <ul className="liste-dossiers" data-testid={testId}>
      {dossiers.map((dossier) => (
        <li key={dossier.codeDossier}>
          <button
            type="button"
            className={dossier.selectable ? 'liste-dossiers__choix' : 'liste-dossiers__choix liste-dossiers__choix--bloque'}
            disabled={disabled || !dossier.selectable}
            onClick={() => {
              if (dossier.selectable) onSelect(dossier);
            }}
            data-testid={`choisir-dossier-${dossier.codeDossier}`}
          >
            <span className="liste-dossiers__nom">{dossier.raisonSociale}</span>
            <span className="liste-dossiers__details">
              {dossier.codeDossier} · {dossier.typeActivite} · {STATUTS[dossier.statut] ?? dossier.statut}
            </span>
            {!dossier.selectable && dossier.raisonNonSelectionnable && (
              <span className="liste-dossiers__raison" data-testid={`raison-dossier-${dossier.codeDossier}`}>
                {dossier.raisonNonSelectionnable}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
