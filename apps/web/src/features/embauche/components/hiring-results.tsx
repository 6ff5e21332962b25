import { formatEuros } from '../../../lib/format';
import type { HiringResult } from '../utils/hiring-cost';

const LINES: { key: keyof HiringResult; label: string; testId: string }[] = [
  { key: 'salaireBrut', label: 'Salaire brut', testId: 'embauche-brut' },
  { key: 'salaireNet', label: 'Salaire net (avant impôt)', testId: 'embauche-net' },
  { key: 'cotisationsEmployeur', label: 'Cotisations employeur', testId: 'embauche-cotisations-employeur' },
  { key: 'cotisationsSalarie', label: 'Cotisations salarié', testId: 'embauche-cotisations-salarie' },
];

/** Monthly figures of the hire, the employer's total cost first. */
export function HiringResults({ result, computing }: { result: HiringResult; computing: boolean }) {
  return (
    <section className="embauche__resultats" aria-labelledby="embauche-resultats-titre" aria-busy={computing}>
      <h2 id="embauche-resultats-titre" className="section__titre">
        Coût de l’embauche par mois
      </h2>
      <p className="embauche__cout">
        <span>Coût total employeur</span>
        <strong className="nombre" data-testid="embauche-cout-total">
          {formatEuros(result.coutTotalEmployeur)}
        </strong>
      </p>
      <dl className="embauche__lignes">
        {LINES.map((line) => (
          <div key={line.key} className="embauche__ligne">
            <dt>{line.label}</dt>
            <dd className="nombre" data-testid={line.testId}>
              {formatEuros(result[line.key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
