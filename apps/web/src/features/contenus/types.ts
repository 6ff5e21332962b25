// apps/web/src/features/contenus/types.ts
import type { z } from 'zod';

/** A labelled input of each row of a list field. */
type SousChampListe = { name: string; label: string; kind: 'text' | 'textarea' };

/** A list edited row by row: strings (one input per row) or objects (the sub-fields); its rules are the contract's. */
export type ListeContenu = {
  /** What one row is, for its labels and buttons: 'Catégorie' → 'Ajouter une catégorie', 'Catégorie 2', 'Retirer la catégorie 2'. */
  item: string;
  /** Feminine noun: 'une catégorie', 'la catégorie'. */
  feminin?: boolean;
  /** Absent: a list of strings. */
  fields?: readonly SousChampListe[];
};

/**
 * One field of a section's form: how it is typed and shown. What it may hold (required, longest text, bounds, the
 * items of a list) is the section's contract schema's, with its messages.
 */
export type ChampContenu = {
  name: string;
  label: string;
  /** 'liste': rows added and removed, see `liste`. */
  kind: 'text' | 'textarea' | 'html' | 'json' | 'number' | 'boolean' | 'date' | 'datetime' | 'select' | 'liste';
  /** The choices of a select, in French (the contract's enum checks the value). */
  options?: readonly { value: string; label: string }[];
  liste?: ListeContenu;
  help?: string;
};

export type LigneContenu = Record<string, unknown>;

export interface SectionContenu {
  /** Tab key, e.g. 'tutoriels'. */
  key: string;
  /** Tab label in French, e.g. 'Tutoriels'. */
  label: string;
  /** Field holding the row's id (used for update/delete). */
  idField: string;
  /** Columns of the table (field names of the rows). */
  columns: readonly { name: string; label: string }[];
  /** Form fields for create and edit (values go to create/update as they are; json fields as parsed JSON, list fields as arrays). The idField's field is read-only once created. */
  fields: readonly ChampContenu[];
  /**
   * The api's body schemas of create and update (the contracts'): the form checks its values with them, so the limits
   * and messages are the api's. An update's values are checked without the fields its schema does not take (the id).
   */
  schemas: { creation: z.ZodType; modification: z.ZodType };
  list: () => Promise<LigneContenu[]>;
  create: (values: LigneContenu) => Promise<unknown>;
  update: (id: string, values: LigneContenu) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** Optional file field (e.g. gallery photo): multipart create with the file under `fichier`. */
  upload?: { field: string; label: string; accept: string; create: (values: LigneContenu, file: File) => Promise<unknown> };
}
