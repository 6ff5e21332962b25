import { CARTE } from '@portail/contracts';

/** Content of the tool's info dialog. */
export function RendementInfo() {
  return (
    <>
      <p>La carte présente, par zone et par culture, le rendement moyen des exploitations suivies par le cabinet, pondéré par la surface.</p>
      <p>
        Une zone n’est colorée qu’à partir de {CARTE.exploitationsMinZone} exploitations, et les quartiles ne sont publiés qu’à partir de{' '}
        {CARTE.exploitationsMinQuartiles} exploitations : aucun rendement individuel ne peut être lu sur la carte.
      </p>
    </>
  );
}
