import * as Dialog from '@radix-ui/react-dialog';
import { PasswordMessages } from '@portail/contracts';

interface BreachDialogProps {
  verdict: 'breached' | 'failed' | null;
  onBack: () => void;
  onContinue: () => void;
}

/** Warns that the password was found in a leak (or could not be checked); back or continue. */
export function BreachDialog({ verdict, onBack, onContinue }: BreachDialogProps) {
  const breached = verdict === 'breached';
  return (
    <Dialog.Root open={verdict !== null} onOpenChange={(open) => !open && onBack()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialogue__fond" />
        <Dialog.Content className="dialogue" data-testid="dialogue-fuite">
          <Dialog.Title className="dialogue__titre">{breached ? 'Mot de passe compromis' : 'Vérification impossible'}</Dialog.Title>
          <Dialog.Description className="dialogue__texte">
            {breached ? PasswordMessages.breached : `${PasswordMessages.breachCheckFailed} Vous pouvez aussi continuer sans cette vérification.`}
          </Dialog.Description>
          <div className="dialogue__actions">
            <button type="button" className="bouton" onClick={onBack} autoFocus>
              Modifier mon mot de passe
            </button>
            <button type="button" className="bouton bouton--secondaire" onClick={onContinue}>
              Continuer quand même
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
