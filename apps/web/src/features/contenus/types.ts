// apps/web/src/features/contenus/types.ts
export type ChampContenu = {
  name: string;
  label: string;
  /** 'lien': an http(s) address or a portal path starting with '/', as the api's link fields take. */
  kind: 'text' | 'textarea' | 'html' | 'url' | 'lien' | 'json' | 'number' | 'boolean' | 'date' | 'datetime' | 'select';
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  options?: readonly { value: string; label: string }[];
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
  /** Form fields for create and edit (values go to create/update as they are; json fields as parsed JSON). */
  fields: readonly ChampContenu[];
  list: () => Promise<LigneContenu[]>;
  create: (values: LigneContenu) => Promise<unknown>;
  update: (id: string, values: LigneContenu) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** Optional file field (e.g. gallery photo): multipart create with the file under `fichier`. */
  upload?: { field: string; label: string; accept: string; create: (values: LigneContenu, file: File) => Promise<unknown> };
}
