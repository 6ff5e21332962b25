import { applyDecorators, Injectable, SetMetadata } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export const PERSONAL_DATA_HOLDER = 'rgpd:personal-data-holder';

/** The name an anonymised row keeps in place of the person's. */
export const ANONYMISED_NAME = 'Personne supprimée';

/** The person a right of access or erasure is exercised for. */
export interface DataSubject {
  guidPersonne: string;
  /** Their sign-in address (lower-cased), when they have an account: invitations and registrations are also kept by address. */
  login: string | null;
}

/** One part of a person's data export: a title for the readable summary, and rows (plain JSON, never a secret). */
export interface PersonalDataSection {
  /** Stable key of the JSON file (`compte`, `rendez-vous`...). */
  key: string;
  /** French title in the PDF summary. */
  title: string;
  /** One object per row; values are strings, numbers, booleans or null (dates as ISO 8601). */
  rows: Record<string, string | number | boolean | null>[];
  /** Files of the person to put in the ZIP (`fichiers/<key>/<name>`), read from the blob store. */
  files?: { name: string; blobKey: string }[];
}

/** What an erasure did in one module: for the journal and the member's confirmation. */
export interface ErasureOutcome {
  /** The retention table's key this step applies (see modules/rgpd/retention-table.ts). */
  rule: string;
  /** 'supprime': rows deleted; 'anonymise': rows kept without the person; 'conserve': kept as the law requires. */
  action: 'supprime' | 'anonymise' | 'conserve';
  count: number;
}

/**
 * A module's part in the RGPD rights (issue 33 §3), found by the rgpd module through Nest's discovery: each module
 * reads, erases and ages out only its own tables, so the rgpd module never names another module's table.
 */
export interface PersonalDataHolder {
  /** What this module holds about the person. */
  exportOf(subject: DataSubject): Promise<PersonalDataSection[]>;
  /** Erases or anonymises the person's data in this module, inside the erasure's transaction. */
  erase(tx: EntityManager, subject: DataSubject): Promise<ErasureOutcome[]>;
  /**
   * The retention rules this module applies, by the retention table's key: removes what is older than `before` and
   * returns how many rows (or files) went.
   */
  retention?: Record<string, (before: Date) => Promise<number>>;
  /** Holders run by increasing eraseOrder (0 when absent): the account and the person go last, once the others have read them. */
  eraseOrder?: number;
}

/** Registers a provider as its module's personal data holder. */
export const PersonalDataHolderProvider = () => applyDecorators(Injectable(), SetMetadata(PERSONAL_DATA_HOLDER, true));
