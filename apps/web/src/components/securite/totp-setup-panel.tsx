import type { TotpSetup } from '@portail/contracts';
import { groupSecret } from './second-factor-format';
import { StepHeading } from './step-heading';
import { TotpCodeForm } from './totp-code-form';
import '../../styles/securite.css';

interface TotpSetupPanelProps {
  setup: TotpSetup;
  onActivate: (code: string) => Promise<unknown>;
  onError?: (error: unknown) => boolean;
  onCancel?: () => void;
}

/** The key to add to the authenticator app (QR code, or typed by hand), then its first code to confirm it. */
export function TotpSetupPanel({ setup, onActivate, onError, onCancel }: TotpSetupPanelProps) {
  return (
    <div className="configuration-totp" data-testid="configuration-totp">
      <StepHeading>Configurer votre application d’authentification</StepHeading>
      <ol className="configuration-totp__etapes">
        <li>Ouvrez votre application d’authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…) et ajoutez un compte.</li>
        <li>Scannez ce QR code, ou saisissez la clé à la main.</li>
        <li>Saisissez le code à 6 chiffres que l’application affiche.</li>
      </ol>
      <div className="configuration-totp__cle">
        <img className="configuration-totp__qr" src={setup.qrCode} alt="QR code à scanner avec votre application d’authentification" width={200} height={200} />
        <div>
          <p className="texte-secondaire">Clé à saisir à la main :</p>
          <p className="code-secret" data-testid="cle-secrete">
            {groupSecret(setup.secret)}
          </p>
        </div>
      </div>
      <TotpCodeForm id="code-activation" submitLabel="Activer" busyLabel="Activation…" onSubmit={onActivate} onError={onError} onCancel={onCancel} />
    </div>
  );
}
