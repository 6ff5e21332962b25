import { useId, useState, type ChangeEvent } from 'react';
import { handleError } from '../../../lib/error-handler';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { groupDossiers } from '../../../lib/dossiers/dossier-selection';
import { showFlash } from '../../../lib/flash';

/** Header selector: 'Mes dossiers' and 'Dossiers partagés avec moi' (spec 01 §2.3). */
export function DossierSelector() {
  const id = useId();
  const { droits, dossier, isCollaborateur, selectDossier } = useSelectedDossier();
  const [pending, setPending] = useState(false);
  const { mesDossiers, partages } = groupDossiers(droits.data.dossiers);

  async function onChange(event: ChangeEvent<HTMLSelectElement>) {
    setPending(true);
    try {
      const ok = await selectDossier(event.target.value);
      if (!ok) showFlash('error', "Ce dossier n'est pas accessible.");
    } catch (error) {
      handleError(error);
    } finally {
      setPending(false);
    }
  }

  // The code first: a narrow selector cuts the end of the name, never the code (issue 29).
  const option = (d: (typeof mesDossiers)[number]) => (
    <option key={d.codeDossier} value={d.codeDossier}>
      {`${d.codeDossier} – ${d.raisonSociale}${d.estFavoris ? ' ★' : ''}`}
    </option>
  );

  return (
    <div className="selecteur-dossier">
      <label htmlFor={id} className="sr-only">
        Dossier sélectionné
      </label>
      <select
        id={id}
        className="selecteur-dossier__liste"
        value={dossier?.codeDossier ?? ''}
        onChange={(event) => void onChange(event)}
        disabled={pending || droits.data.dossiers.length === 0}
        data-testid="selecteur-dossier"
      >
        {!dossier && <option value="">Aucun dossier sélectionné</option>}
        {isCollaborateur ? (
          <optgroup label="Mon portefeuille">{[...mesDossiers, ...partages].map(option)}</optgroup>
        ) : (
          <>
            {mesDossiers.length > 0 && <optgroup label="Mes dossiers">{mesDossiers.map(option)}</optgroup>}
            {partages.length > 0 && <optgroup label="Dossiers partagés avec moi">{partages.map(option)}</optgroup>}
          </>
        )}
      </select>
    </div>
  );
}
