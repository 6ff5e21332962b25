import type { Registre } from '@portail/contracts';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useRegistre } from '../api/get-registre';
import { ACTIONS } from '../utils/rgpd-texts';
import '../../../styles/rgpd.css';

type Traitement = Registre['traitements'][number];

const lastRun = (t: Traitement) =>
  t.derniereExecution
    ? `${formatDateTime(t.derniereExecution.executeLe)} — ${formatNumber(t.derniereExecution.supprimes, { precision: 0 })} élément(s) supprimé(s)`
    : '—';

function TraitementBlock({ t }: { t: Traitement }) {
  const rows: [string, string][] = [
    ['Finalité', t.finalite],
    ['Base légale', t.baseLegale],
    ['Durée de conservation', t.duree],
    ['À l’effacement', ACTIONS[t.aLEffacement]],
    ['Personnes concernées', t.personnes],
    ['Destinataires', t.destinataires],
    ['Dernier passage de la tâche de conservation', lastRun(t)],
  ];
  return (
    <article className="carte registre__traitement" aria-labelledby={`traitement-${t.key}`} data-testid="traitement">
      <h2 id={`traitement-${t.key}`} className="section__titre">
        {t.donnees}
      </h2>
      <dl className="registre__champs">
        {rows.map(([label, value]) => (
          <div key={label} className="registre__champ">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** /rgpd/registre (staff): the record of processing activities (RGPD art. 30), printable on A4 (issue 33 §3). */
export default function RegistrePage() {
  const query = useRegistre();
  return (
    <div className="page registre">
      <div className="registre__entete">
        <PageTitle>Registre des traitements</PageTitle>
        <button type="button" className="bouton bouton--secondaire registre__imprimer" onClick={() => window.print()}>
          Imprimer
        </button>
      </div>
      <QueryState
        query={query}
        errorMessage="Une erreur est survenue lors du chargement du registre."
        isEmpty={(r) => r.traitements.length === 0}
        empty="Aucun traitement n’est déclaré."
      >
        {(registre) => (
          <>
            <p className="registre__meta">
              Responsable du traitement : {registre.responsable}
              <br />
              Généré le {formatDateTime(registre.genereLe)}
            </p>
            {registre.traitements.map((t) => (
              <TraitementBlock key={t.key} t={t} />
            ))}
          </>
        )}
      </QueryState>
    </div>
  );
}
