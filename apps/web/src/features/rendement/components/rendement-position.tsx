import { CARTE, type Quartiles } from '@portail/contracts';
import { formatRendement, positionOf } from '../utils/grades';

interface RendementPositionProps {
  millesime: number;
  culture: string;
  quartiles: Quartiles;
  /** The dossier's own yield of the crop, null without one. */
  rendement: number | null;
}

/** The dossier's yield against the farms' quartiles: 'Votre rendement 2025 : 8,4 t/ha — entre la médiane et le 3e quartile'. */
export function RendementPosition({ millesime, culture, quartiles, rendement }: RendementPositionProps) {
  const { q1, q2, q3, exploitations } = quartiles;
  const publies = q1 !== null && q2 !== null && q3 !== null;
  const votre =
    rendement === null
      ? `Votre assolement ${millesime} n’a pas de rendement de ${culture}.`
      : `Votre rendement ${millesime} : ${formatRendement(rendement)}${publies ? ` — ${positionOf(rendement, [q1, q2, q3])}` : ''}`;
  return (
    <div className="carte-rendement__position" data-testid="position-rendement">
      <p>
        <strong>{votre}</strong>
      </p>
      <p>
        {publies
          ? `Quartiles ${millesime} (${exploitations} exploitations) : 1er quartile ${formatRendement(q1)}, médiane ${formatRendement(q2)}, 3e quartile ${formatRendement(q3)}.`
          : `Les quartiles ne sont publiés qu’à partir de ${CARTE.exploitationsMinQuartiles} exploitations (${exploitations} pour ${culture} en ${millesime}).`}
      </p>
    </div>
  );
}
