import * as Dialog from '@radix-ui/react-dialog';
import { PasswordMessages } from '@portail/contracts';
import { DialogFrame } from '../ui/dialog-frame';

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
      <DialogFrame
        title={breached ? 'Mot de passe compromis' : 'Vérification impossible'}
        testId="dialogue-fuite"
        actions={
          <>
            <button type="button" className="bouton" onClick={onBack} autoFocus>
              Modifier mon mot de passe
            </button>
            <button type="button" className="bouton bouton--secondaire" onClick={onContinue}>
              Continuer quand même
            </button>
          </>
        }
      >
        {breached ? PasswordMessages.breached : `${PasswordMessages.breachCheckFailed} Vous pouvez aussi continuer sans cette vérification.`}
      </DialogFrame>
    </Dialog.Root>
  );
}
