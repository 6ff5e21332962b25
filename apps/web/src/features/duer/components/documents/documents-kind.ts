import type { Duer, DuerDroits } from '@portail/contracts';
import type { DocumentEdition } from '../../utils/documents-ordre';

/** The DUER whose documents a screen edits, and for annexes the module (null: the whole DUER). */
export interface Portee {
  idDuer: number;
  idDuerModule: number | null;
}

/** What a call does once answered: the screen shows a failure itself. */
export interface Suites {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/** One document type's api calls, bound to a scope. */
export interface DocumentsActions<L> {
  /** A call is under way. One action at a time: a save, or an addition or a replacement after the pending changes' save. */
  occupe: boolean;
  /** Saves the staged moves and deletions. */
  enregistrer: (lignes: L[], suites: Suites) => void;
  /** Uploads a new base document with its file and links it. */
  creer: (nom: string, file: File, suites: Suites) => void;
  /** Links an existing base document. */
  lier: (idBase: number, suites: Suites) => void;
  /** Replaces the file of a row's base document. */
  remplacer: (ligne: L, file: File, suites: Suites) => void;
}

/** What a documents screen loads: the DUER, the reader's rights, and the kind's own list. */
export interface DocumentsData {
  duer: Duer;
  droits: DuerDroits;
}

/** What differs between the annexes and the pages screens (spec 03 §2.5, §2.6); the rest is `useDocumentsEdition`. */
export interface DocumentsKind<D extends DocumentsData, L extends DocumentEdition> {
  testId: string;
  libelles: {
    /** The add button. */
    ajouter: string;
    ajoutTitre: string;
    creer: string;
    existant: string;
    disponibles: string;
    /** The deletion's confirm and cancel buttons. */
    supprimer: string;
    conserver: string;
  };
  messages: { creation: string; confirmerSuppression: string };
  /** The rows as loaded, nothing staged. */
  edition: (data: D) => L[];
  enAttente: (lignes: L[]) => boolean;
  /** Creation by upload offered in the add dialog. */
  creation: (droits: DuerDroits) => boolean;
  /** Hooks: called on every render of the screen, always the same ones. */
  useActions: (portee: Portee) => DocumentsActions<L>;
  /** The base documents the add dialog offers, read only while it is open. */
  useDisponibles: (portee: Portee, ouvert: boolean) => { id: number; nom: string }[];
}
