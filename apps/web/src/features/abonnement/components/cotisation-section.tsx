import { AbonnementMessages as M, type AbonnementDossier } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { formatCents, totalCotisation } from '../utils/abonnement-format';

/** The subscription of the year and the outstanding balance, receivables over 90 days shown apart. */
export function CotisationSection({ abonnement }: { abonnement: AbonnementDossier }) {
  const c = abonnement.cotisationMillesime;
  const { total, plus90Jours } = abonnement.creanceEnCours;
  const titre = useSelectedDossier().isCollaborateur ? 'Abonnement' : 'Mon abonnement';
  return (
    <div className="abonnement__resume">
      <section aria-labelledby="titre-cotisation" className="carte">
        <h2 id="titre-cotisation">{c ? `${titre} ${c.millesime}` : titre}</h2>
        {c ? (
          <dl className="abonnement__montants" data-testid="cotisation">
            <dt>Cotisation</dt>
            <dd>{formatCents(c.cotisation)}</dd>
            <dt>Comptabilité</dt>
            <dd>{formatCents(c.compta)}</dd>
            <dt>Conseil</dt>
            <dd>{formatCents(c.conseil)}</dd>
            <dt>Juridique</dt>
            <dd>{formatCents(c.juridique)}</dd>
            <dt>Total HT</dt>
            <dd>
              <strong>{formatCents(totalCotisation(c))}</strong>
            </dd>
          </dl>
        ) : (
          <EmptyState>{M.aucuneCotisation}</EmptyState>
        )}
      </section>
      <section aria-labelledby="titre-creance" className="carte">
        <h2 id="titre-creance">Créance en cours</h2>
        <dl className="abonnement__montants" data-testid="creance">
          <dt>Total restant dû (TTC)</dt>
          <dd>{formatCents(total)}</dd>
          <dt>Dont créances de plus de 90 jours</dt>
          <dd className={plus90Jours > 0 ? 'abonnement__retard' : undefined}>{formatCents(plus90Jours)}</dd>
        </dl>
      </section>
    </div>
  );
}
