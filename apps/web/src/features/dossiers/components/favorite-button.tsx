import { StarIcon } from '../../../components/ui/icons';
import { useSetDossierFavori } from '../api/set-dossier-favori';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';

/**
 * Star next to the selector, a toggle saying whether the selected dossier is the favourite one.
 * The spec has no way to have no favourite: pressed, it stays pressed until another dossier is chosen.
 */
export function FavoriteButton() {
  const { dossier, isCollaborateur } = useSelectedDossier();
  const mutation = useSetDossierFavori();
  if (!dossier || isCollaborateur) return null;
  const favori = dossier.estFavoris;
  return (
    <button
      type="button"
      className={`bouton-icone favori${favori ? ' favori--actif' : ''}`}
      aria-pressed={favori}
      aria-disabled={favori || mutation.isPending}
      title={favori ? 'Votre dossier favori' : 'Définir comme dossier favori'}
      data-testid="bouton-favori"
      onClick={() => {
        if (!favori && !mutation.isPending) mutation.mutate(dossier.codeDossier);
      }}
    >
      <StarIcon filled={favori} />
      <span className="sr-only">Dossier favori</span>
    </button>
  );
}
