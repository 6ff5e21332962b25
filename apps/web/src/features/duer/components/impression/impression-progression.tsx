import type { ImpressionStatut } from '@portail/contracts';
import { etatLibelle } from './impression-libelles';

/** The job's real progress: an accessible bar named by its step, with the percentage. */
export function ImpressionProgression({ statut, compact = false }: { statut: Pick<ImpressionStatut, 'etat' | 'etape' | 'progression'>; compact?: boolean }) {
  const libelle = etatLibelle(statut);
  const valeur = statut.etat === 'termine' ? 100 : statut.progression;
  return (
    <div className={compact ? 'duer-progression duer-progression--compacte' : 'duer-progression'}>
      <div
        role="progressbar"
        aria-label="Progression de l’impression"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={valeur}
        aria-valuetext={`${libelle} : ${valeur} %`}
        className={statut.etat === 'echec' ? 'duer-progression__barre duer-progression__barre--echec' : 'duer-progression__barre'}
      >
        <div className="duer-progression__rempli" style={{ width: `${valeur}%` }} />
      </div>
      <p className="duer-progression__texte" data-testid="etape-impression">
        {libelle} - {valeur} %
      </p>
    </div>
  );
}
