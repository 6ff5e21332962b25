import { StarIcon } from '../../../components/ui/icons';
import { useSetDossierFavori } from '../api/set-dossier-favori';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';

/** Star next to the selector: makes the selected dossier the favourite one. */
export function FavoriteButton() {
  const { dossier, isCollaborateur } = useSelectedDossier();
  const mutation = useSetDossierFavori();
  if (!dossier || isCollaborateur) return null;
  const favori = dossier.estFavoris;
  return (
    <button
      type="button"
      className={`bouton-icone favori${favori ? ' favori--actif' : ''}`}
      aria-label="Définir comme favori"
      aria-pressed={favori}
      title={favori ? 'Dossier favori' : 'Définir comme favori'}
      disabled={mutation.isPending}
      data-testid="bouton-favori"
      onClick={() => {
        if (!favori) mutation.mutate(dossier.codeDossier);
      }}
    >
      <StarIcon filled={favori} />
    </button>
  );
}
