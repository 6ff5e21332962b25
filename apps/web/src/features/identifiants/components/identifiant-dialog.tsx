import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { type Identifiant, IDENTIFIANT_LIMITES, identifiantFormError, type IdentifiantFormValues } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../components/ui/dialog-frame';
import { PasswordInput } from './password-input';

export interface IdentifiantSubmit {
  titre: string;
  nomUtilisateur: string;
  /** Absent on an edit with the 'Modifier le mot de passe' switch off. */
  motDePasse?: string;
}

interface IdentifiantDialogProps {
  /** The entry to edit; absent to add a fresh one. */
  identifiant?: Identifiant;
  busy: boolean;
  onSubmit: (values: IdentifiantSubmit) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Add or edit a credential (spec 02 §4, §5): a rule break is said in the form with the spec's words (the spec shows them
 * as toasts; the portal shows form errors inline, issue 29); the passwords are cleared after each submit.
 */
export function IdentifiantDialog({ identifiant, busy, onSubmit, onClose }: IdentifiantDialogProps) {
  const edition = !!identifiant;
  const [values, setValues] = useState<IdentifiantFormValues>({
    titre: identifiant?.titre ?? '',
    nomUtilisateur: identifiant?.nomUtilisateur ?? '',
    motDePasse: '',
    confirmationMotDePasse: '',
  });
  const [changerMotDePasse, setChangerMotDePasse] = useState(!edition);
  const [erreur, setErreur] = useState<string | null>(null);
  const set = (field: keyof IdentifiantFormValues) => (v: string) => {
    setErreur(null);
    setValues((old) => ({ ...old, [field]: v }));
  };
  const submit = async () => {
    const error = identifiantFormError(values, changerMotDePasse);
    setErreur(error);
    if (error) return;
    const payload = {
      titre: values.titre.trim(),
      nomUtilisateur: values.nomUtilisateur.trim(),
      ...(changerMotDePasse ? { motDePasse: values.motDePasse } : {}),
    };
    setValues((old) => ({ ...old, motDePasse: '', confirmationMotDePasse: '' }));
    await onSubmit(payload).catch(() => undefined);
  };
  const formId = edition ? 'formulaire-identifiant-modification' : 'formulaire-identifiant-ajout';
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogFrame
        title={edition ? 'Modifier l’identifiant' : 'Ajouter un identifiant'}
        testId="dialogue-identifiant"
        actions={
          <>
            <DialogCloseButton secondary>Annuler</DialogCloseButton>
            <button type="submit" form={formId} className="bouton" disabled={busy}>
              {edition ? 'Enregistrer' : 'Ajouter'}
            </button>
          </>
        }
      >
        <form
          id={formId}
          className="formulaire"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="champ">
            <label htmlFor="identifiant-titre">Titre</label>
            <input
              id="identifiant-titre"
              type="text"
              value={values.titre}
              maxLength={IDENTIFIANT_LIMITES.champMax}
              onChange={(e) => set('titre')(e.target.value)}
            />
          </div>
          <div className="champ">
            <label htmlFor="identifiant-login">Identifiant</label>
            <input
              id="identifiant-login"
              type="text"
              value={values.nomUtilisateur}
              autoComplete="off"
              maxLength={IDENTIFIANT_LIMITES.champMax}
              onChange={(e) => set('nomUtilisateur')(e.target.value)}
            />
          </div>
          {edition && (
            <label className="identifiant-switch">
              <input type="checkbox" role="switch" checked={changerMotDePasse} onChange={(e) => setChangerMotDePasse(e.target.checked)} />
              Modifier le mot de passe
            </label>
          )}
          {changerMotDePasse && (
            <>
              <PasswordInput id="identifiant-mdp" label="Mot de passe" value={values.motDePasse} onChange={set('motDePasse')} />
              <PasswordInput
                id="identifiant-mdp-confirmation"
                label="Confirmation du mot de passe"
                value={values.confirmationMotDePasse}
                onChange={set('confirmationMotDePasse')}
              />
            </>
          )}
          {erreur && (
            <p className="champ__erreur" role="alert" data-testid="erreur-identifiant">
              {erreur}
            </p>
          )}
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
