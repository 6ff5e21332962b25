import { useState } from 'react';
import type { SecuriteCompte, TotpSetup } from '@portail/contracts';
import { FormAlert } from '../../../components/ui/form-field';
import { RecoveryCodes } from '../../../components/securite/recovery-codes';
import { StepHeading } from '../../../components/securite/step-heading';
import { TotpCodeForm } from '../../../components/securite/totp-code-form';
import { TotpSetupPanel } from '../../../components/securite/totp-setup-panel';
import { errorText } from '../../../lib/error-handler';
import { formatDate } from '../../../lib/format';
import { useActivateTotp } from '../api/activate-totp';
import { useDeactivateTotp } from '../api/deactivate-totp';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useStartTotpSetup } from '../api/start-totp-setup';
import { codesLeftText, RECOVERY_CODES_WARNING } from '../utils/securite-texts';

type Mode =
  { kind: 'apercu' } | { kind: 'configuration'; setup: TotpSetup } | { kind: 'codes'; codes: string[] } | { kind: 'regeneration' } | { kind: 'desactivation' };

const POLITIQUE_OBLIGATOIRE = 'Le cabinet demande la double authentification pour tous les adhérents.';

/** The second factor of the account: its state, then setting it up, new recovery codes or turning it off. */
export function DoubleAuthentificationCard({ securite }: { securite: SecuriteCompte }) {
  const [mode, setMode] = useState<Mode>({ kind: 'apercu' });
  const [notice, setNotice] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const start = useStartTotpSetup();
  const activate = useActivateTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const deactivate = useDeactivateTotp();
  const { politique, doubleAuthentification: etat } = securite;
  const overview = () => setMode({ kind: 'apercu' });

  if (mode.kind === 'codes') return <RecoveryCodes codes={mode.codes} continueLabel="Terminer" onContinue={overview} />;
  if (mode.kind === 'configuration') {
    return (
      <TotpSetupPanel
        setup={mode.setup}
        onActivate={async (code) => setMode({ kind: 'codes', codes: (await activate.mutateAsync({ code })).codesSecours })}
        onCancel={overview}
      />
    );
  }
  if (mode.kind === 'regeneration') {
    return (
      <div className="securite__bloc">
        <StepHeading>Générer de nouveaux codes de secours</StepHeading>
        <p>Les codes de secours actuels cesseront de fonctionner. Confirmez avec le code de votre application.</p>
        <TotpCodeForm
          id="code-regeneration"
          submitLabel="Générer les codes"
          onSubmit={async (code) => setMode({ kind: 'codes', codes: (await regenerate.mutateAsync({ code })).codesSecours })}
          onCancel={overview}
        />
      </div>
    );
  }
  if (mode.kind === 'desactivation') {
    return (
      <div className="securite__bloc">
        <StepHeading>Désactiver la double authentification</StepHeading>
        <p>Seul votre mot de passe protégera votre compte, et vos autres sessions seront fermées. Confirmez avec le code de votre application.</p>
        <TotpCodeForm
          id="code-desactivation"
          submitLabel="Désactiver la double authentification"
          onSubmit={async (code) => {
            const { message } = await deactivate.mutateAsync({ code });
            setNotice(message);
            overview();
          }}
          onCancel={overview}
        />
      </div>
    );
  }

  const startSetup = () => {
    setAlert(null);
    setNotice(null);
    start.mutate(undefined, {
      onSuccess: (setup) => setMode({ kind: 'configuration', setup }),
      onError: (error) => setAlert(errorText(error, 'La configuration n’a pas pu commencer. Réessayez.')),
    });
  };

  return (
    <div className="securite__bloc" data-testid="double-authentification">
      {politique === 'obligatoire' && <p className="etat etat--info">{POLITIQUE_OBLIGATOIRE}</p>}
      {notice && (
        <p className="formulaire__succes" role="status">
          {notice}
        </p>
      )}
      <FormAlert message={alert} testId="erreur-double-authentification" />
      {etat.active ? (
        <>
          <p>
            <span className="pastille-statut pastille-statut--succes">Activée</span>
            {etat.depuis && <> depuis le {formatDate(etat.depuis)}</>}
          </p>
          <p className={etat.codesSecoursRestants <= RECOVERY_CODES_WARNING ? 'etat etat--attention' : undefined} data-testid="codes-restants">
            {codesLeftText(etat.codesSecoursRestants)}
            {etat.codesSecoursRestants <= RECOVERY_CODES_WARNING && ' : générez-en de nouveaux pour ne pas perdre l’accès à votre compte.'}
          </p>
          <div className="barre-actions">
            <button type="button" className="bouton" onClick={() => setMode({ kind: 'regeneration' })}>
              Générer de nouveaux codes de secours
            </button>
            {politique === 'facultative' && (
              <button type="button" className="bouton bouton--secondaire" onClick={() => setMode({ kind: 'desactivation' })}>
                Désactiver
              </button>
            )}
          </div>
        </>
      ) : (
        <>
          <p>
            <span className="pastille-statut">Non activée</span>
          </p>
          <p>
            À chaque connexion sur un nouvel appareil, un code à 6 chiffres de votre application d’authentification vous sera demandé en plus du mot de passe.
          </p>
          <div className="barre-actions">
            <button type="button" className="bouton" onClick={startSetup} disabled={start.isPending}>
              {start.isPending ? 'Préparation…' : 'Activer'}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
