import { useState } from 'react';
import { toast } from 'sonner';
import { DuerDocumentsMessages as D } from '@portail/contracts';
import { useConfirmation } from '../../../../components/ui/confirm-dialog';
import { handleError } from '../../../../lib/error-handler';
import { type DocumentEdition, marquerSupprime } from '../../utils/documents-ordre';
import { useQuitter } from '../module/use-quitter';
import type { AjoutDocument } from './ajout-document-dialog';
import type { DocumentsData, DocumentsKind, Portee } from './documents-kind';

/** The staged rows of a documents screen, and its save, add, replace and delete (spec 03 §2.5, §2.6, §4). */
export function useDocumentsEdition<D extends DocumentsData, L extends DocumentEdition>(kind: DocumentsKind<D, L>, portee: Portee, data: D) {
  const { dialog, confirm } = useConfirmation();
  const [source, setSource] = useState(data);
  const [lignes, setLignes] = useState(() => kind.edition(data));
  if (source !== data) {
    setSource(data);
    setLignes(kind.edition(data));
  }
  const actions = kind.useActions(portee);
  const [ajout, setAjout] = useState(false);
  const [remplacement, setRemplacement] = useState<L | null>(null);
  const attente = kind.enAttente(lignes);
  const quitter = useQuitter(attente);
  const disponibles = kind.useDisponibles(portee, ajout);

  /** Saves the staged changes (the reloaded list then shows), then `suite`; a failed save keeps them staged. */
  const enregistrer = (suite: () => void = () => undefined) => {
    if (actions.occupe) return;
    if (!attente) return suite();
    actions.enregistrer(lignes, { onSuccess: suite, onError: (error) => handleError(error, D.enregistrement) });
  };
  const ajouter = (a: AjoutDocument) =>
    enregistrer(() => {
      const suites = { onSuccess: () => setAjout(false), onError: (error: unknown) => handleError(error, kind.messages.creation) };
      if (a.mode === 'creation') actions.creer(a.nom, a.file, suites);
      else actions.lier(a.idBase, suites);
    });
  const remplacer = (file: File) => {
    if (!remplacement) return;
    enregistrer(() =>
      actions.remplacer(remplacement, file, {
        onSuccess: () => {
          setRemplacement(null);
          toast.success(D.fichierMisAJour);
        },
        onError: (error) => handleError(error, D.remplacement),
      }),
    );
  };
  const supprimer = (id: number) =>
    confirm({
      title: 'Suppression',
      message: kind.messages.confirmerSuppression,
      confirmLabel: kind.libelles.supprimer,
      cancelLabel: kind.libelles.conserver,
      onConfirm: () => setLignes((ls) => marquerSupprime(ls, id)),
    });

  return {
    lignes,
    setLignes,
    occupe: actions.occupe,
    attente,
    ajout,
    setAjout,
    disponibles,
    ajouter,
    remplacement,
    setRemplacement,
    remplacer,
    enregistrer,
    supprimer,
    dialog,
    quitter,
  };
}

export type DocumentsEditionState<L extends DocumentEdition> = ReturnType<typeof useDocumentsEdition<DocumentsData, L>>;
