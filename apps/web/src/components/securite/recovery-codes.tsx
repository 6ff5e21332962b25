import { useId, useState } from 'react';
import { useAppTheme } from '../../lib/theme/use-app-theme';
import { saveBlob } from '../../lib/save-file';
import { parisIsoDay } from '@portail/contracts';
import { formatRecoveryCode, recoveryCodesText } from './second-factor-format';
import { StepHeading } from './step-heading';
import '../../styles/securite.css';

interface RecoveryCodesProps {
  codes: readonly string[];
  /** « Continuer » at sign-in, « Terminer » in the account. */
  continueLabel: string;
  onContinue: () => void;
}

/** The ten recovery codes, shown once: download, print, and a box to tick before leaving. */
export function RecoveryCodes({ codes, continueLabel, onContinue }: RecoveryCodesProps) {
  const { platformName } = useAppTheme();
  const [kept, setKept] = useState(false);
  const boxId = useId();

  const download = () => {
    const now = new Date();
    saveBlob(new Blob([recoveryCodesText(platformName, now, codes)], { type: 'text/plain;charset=utf-8' }), `codes-de-secours-${parisIsoDay(now)}.txt`);
  };

  return (
    <div className="codes-secours" data-testid="codes-secours">
      <StepHeading>Vos codes de secours</StepHeading>
      <p>Si vous n’avez plus votre téléphone, un code de secours remplace le code de l’application.</p>
      <p className="etat etat--attention">Ces codes ne seront plus affichés. Chacun sert une seule fois.</p>
      <ul className="codes-secours__grille" aria-label="Codes de secours">
        {codes.map((code) => (
          <li key={code} className="codes-secours__code">
            {formatRecoveryCode(code)}
          </li>
        ))}
      </ul>
      <div className="barre-actions">
        <button type="button" className="bouton bouton--secondaire" onClick={download}>
          Télécharger
        </button>
        <button type="button" className="bouton bouton--secondaire" onClick={() => window.print()}>
          Imprimer
        </button>
      </div>
      <div className="champ champ--case">
        <input id={boxId} type="checkbox" checked={kept} onChange={(e) => setKept(e.target.checked)} />
        <label htmlFor={boxId}>J’ai conservé mes codes en lieu sûr</label>
      </div>
      <button type="button" className="bouton" disabled={!kept} onClick={onContinue}>
        {continueLabel}
      </button>
    </div>
  );
}
