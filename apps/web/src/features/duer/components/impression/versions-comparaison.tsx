import type { ReactNode } from 'react';
import type { DuerVersionComparaison, RisqueSitue } from '@portail/contracts';
import { QueryState } from '../../../../components/ui/query-state';
import { useComparaison } from '../../api/impression/compare-versions';
import { CHAMP_MESURE_LIBELLE, NIVEAU_CLASSE } from './impression-libelles';
import '../module/duer-module.css';

type Cotation = DuerVersionComparaison['risquesAjoutes'][number]['cotation'];

export const ERREUR_COMPARAISON = 'Une erreur est survenue lors de la comparaison des versions.';

function Badge({ cotation }: { cotation: Cotation }) {
  const classe = NIVEAU_CLASSE[cotation.niveau] ?? 'non-initialise';
  return (
    <span className={`duer-badge duer-badge--${classe}`} data-testid="badge-risque" data-niveau={cotation.niveau}>
      {cotation.score === null ? cotation.niveau : `${String(cotation.score).replace('.', ',')} - ${cotation.niveau}`}
    </span>
  );
}

const situation = (r: RisqueSitue) => `${r.uniteTravail} › ${r.module} › ${r.operation}`;

function Risque({ r, children }: { r: RisqueSitue; children: ReactNode }) {
  return (
    <li className="duer-comparaison__risque">
      <strong>{r.risque}</strong> <span className="texte-secondaire">({situation(r)})</span> {children}
    </li>
  );
}

function Section<T>({ titre, items, children }: { titre: string; items: T[]; children: (item: T, i: number) => ReactNode }) {
  const id = `comparaison-${titre.replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h4 id={id}>
        {titre} ({items.length})
      </h4>
      {items.length === 0 ? <p className="texte-secondaire">Aucun changement</p> : <ul>{items.map(children)}</ul>}
    </section>
  );
}

function Changements({ c }: { c: DuerVersionComparaison }) {
  return (
    <>
      <p>
        De la version n° {c.de.numero} ({c.de.annee}) à la version n° {c.a.numero} ({c.a.annee}).
      </p>
      <Section titre="Risques ajoutés" items={c.risquesAjoutes}>
        {(r, i) => (
          <Risque key={i} r={r}>
            <Badge cotation={r.cotation} />
          </Risque>
        )}
      </Section>
      <Section titre="Risques retirés" items={c.risquesRetires}>
        {(r, i) => (
          <Risque key={i} r={r}>
            <Badge cotation={r.cotation} />
          </Risque>
        )}
      </Section>
      <Section titre="Risques recotés" items={c.risquesRecotes}>
        {(r, i) => (
          <Risque key={i} r={r}>
            <Badge cotation={r.avant} />
            <span className="duer-comparaison__fleche" aria-label="devient">
              →
            </span>
            <Badge cotation={r.apres} />
          </Risque>
        )}
      </Section>
      <Section titre="Mesures modifiées" items={c.mesuresModifiees}>
        {(m, i) => (
          <Risque key={i} r={m}>
            <dl className="duer-comparaison__mesure">
              <dt>{CHAMP_MESURE_LIBELLE[m.champ]} avant</dt>
              <dd>{m.avant || '-'}</dd>
              <dt>{CHAMP_MESURE_LIBELLE[m.champ]} après</dt>
              <dd>{m.apres || '-'}</dd>
            </dl>
          </Risque>
        )}
      </Section>
    </>
  );
}

/** What changed between two sealed versions: risks added, removed, re-rated, measures changed. */
export function VersionsComparaison({ idDuer, paire }: { idDuer: number; paire: [number, number] }) {
  const query = useComparaison(idDuer, paire);
  return (
    <section className="duer-comparaison" aria-labelledby="titre-comparaison" data-testid="comparaison">
      <h3 id="titre-comparaison">Comparaison des versions</h3>
      <QueryState query={query} errorMessage={ERREUR_COMPARAISON} loadingLabel="Comparaison des versions">
        {(c) => <Changements c={c} />}
      </QueryState>
    </section>
  );
}
