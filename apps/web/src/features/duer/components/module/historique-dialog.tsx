import * as Dialog from '@radix-ui/react-dialog';
import type { HistoriqueModule } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../../components/ui/dialog-frame';
import { type ColonneHistorique, formatDateHistorique, valeursHistorique } from '../../utils/module-edit';

interface HistoriqueDialogProps {
  historique: HistoriqueModule;
  idRisque: number;
  colonne: ColonneHistorique;
  libelle: string;
  onClose: () => void;
}

function Liste({ titre, valeurs }: { titre: string; valeurs: ReturnType<typeof valeursHistorique> }) {
  return (
    <section aria-label={titre}>
      <h3>{titre}</h3>
      {valeurs.length === 0 ? (
        <p>Aucune modification</p>
      ) : (
        <ul>
          {valeurs.map((v, i) => (
            <li key={`${v.date}-${i}`}>
              {formatDateHistorique(v.date)} : {v.valeur ?? '(vide)'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The dated values of one field of one risk, by advisers and by the member (spec 03 §3.8). */
export function HistoriqueDialog({ historique, idRisque, colonne, libelle, onClose }: HistoriqueDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogFrame title={`Historique : ${libelle}`} testId="dialogue-historique" actions={<DialogCloseButton>Fermer</DialogCloseButton>}>
        <Liste titre="Collaborateur" valeurs={valeursHistorique(historique.historiqueCollaborateur, idRisque, colonne)} />
        <Liste titre="Adhérent" valeurs={valeursHistorique(historique.historiqueAdherent, idRisque, colonne)} />
      </DialogFrame>
    </Dialog.Root>
  );
}

export const HistoriqueIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 7v5l3 3" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);
