import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DuerMessages as M } from '@portail/contracts';
import { PageTitle } from '../../../../components/ui/page-title';
import type { DocumentEdition } from '../../utils/documents-ordre';
import { BoutonsFlottants } from '../module/boutons-flottants';
import { AjoutDocumentDialog } from './ajout-document-dialog';
import type { DocumentsData, DocumentsKind, Portee } from './documents-kind';
import { FichierDialog } from './fichier-dialog';
import { type DocumentsEditionState, useDocumentsEdition } from './use-documents-edition';
import '../module/duer-module.css';
import './documents.css';

interface DocumentsEditeurProps<D extends DocumentsData, L extends DocumentEdition> {
  kind: DocumentsKind<D, L>;
  portee: Portee;
  data: D;
  retour: { to: string; label: string };
  titre: string;
  /** The kind's list of the staged rows. */
  children: (edition: DocumentsEditionState<L>) => ReactNode;
}

/** A documents screen around its kind's list: back link, pending notice, add, save, replace and leave dialogs. */
export function DocumentsEditeur<D extends DocumentsData, L extends DocumentEdition>({
  kind,
  portee,
  data,
  retour,
  titre,
  children,
}: DocumentsEditeurProps<D, L>) {
  const edition = useDocumentsEdition(kind, portee, data);
  const { droits } = data;
  const { attente, occupe, setAjout, setRemplacement } = edition;
  const { libelles } = kind;

  return (
    <section className="duer-documents" data-testid={kind.testId}>
      <Link to={retour.to} className="duer__retour">
        ← {retour.label}
      </Link>
      <PageTitle>{titre}</PageTitle>
      {attente && (
        <p className="duer-module__attente" role="status" data-testid="modifications-en-attente">
          {M.quitter}
        </p>
      )}
      {droits.droitCreation && (
        <button type="button" className="bouton" onClick={() => setAjout(true)}>
          {libelles.ajouter}
        </button>
      )}
      {children(edition)}
      <BoutonsFlottants ajout={false} enregistrement={attente} onAjout={() => undefined} onEnregistrer={() => edition.enregistrer()} />
      {edition.ajout && (
        <AjoutDocumentDialog
          title={libelles.ajoutTitre}
          creerLabel={libelles.creer}
          existantLabel={libelles.existant}
          disponiblesLabel={libelles.disponibles}
          creation={kind.creation(droits)}
          disponibles={edition.disponibles}
          busy={occupe}
          onConfirm={edition.ajouter}
          onClose={() => setAjout(false)}
        />
      )}
      {edition.remplacement && <FichierDialog busy={occupe} onConfirm={edition.remplacer} onClose={() => setRemplacement(null)} />}
      {edition.dialog}
      {edition.quitter}
    </section>
  );
}
