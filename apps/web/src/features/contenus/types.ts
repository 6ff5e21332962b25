// apps/web/src/features/contenus/types.ts
import type { z } from 'zod';

/** A labelled input of each row of a list field. */
export type SousChampListe = { name: string; label: string; kind: 'text' | 'textarea'; maxLength?: number };

/** A list edited row by row: strings (one input per row) or objects (the sub-fields), checked by the contract's schema of the list. */
export type ListeContenu = {
  /** What one row is, for its labels and buttons: 'Catégorie' → 'Ajouter une catégorie', 'Catégorie 2', 'Retirer la catégorie 2'. */
  item: string;
  /** Feminine noun: 'une catégorie', 'la catégorie'. */
  feminin?: boolean;
  /** Absent: a list of strings. */
  fields?: readonly SousChampListe[];
  maxLength?: number;
  max?: number;
  /** The contract's schema of the whole list: the form says the api's own words. */
  schema?: z.ZodType;
};

export type ChampContenu = {
  name: string;
  label: string;
  /** 'lien': an http(s) address or a portal path starting with '/', as the api's link fields take. 'liste': rows added and removed, see `liste`. */
  kind: 'text' | 'textarea' | 'html' | 'url' | 'lien' | 'json' | 'number' | 'boolean' | 'date' | 'datetime' | 'select' | 'liste';
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
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
  list: () => Promise<LigneContenu[]>;
  create: (values: LigneContenu) => Promise<unknown>;
  update: (id: string, values: LigneContenu) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** Optional file field (e.g. gallery photo): multipart create with the file under `fichier`. */
  upload?: { field: string; label: string; accept: string; create: (values: LigneContenu, file: File) => Promise<unknown> };
}
