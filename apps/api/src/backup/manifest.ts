import { z } from 'zod';

/** What an archive holds, in this order: the dump, the blobs, the manifest, then the manifest's own hash. */
export const DUMP_ENTRY = 'base.dump';
export const BLOB_PREFIX = 'blobs/';
export const MANIFEST_ENTRY = 'manifest.json';
export const MANIFEST_HASH_ENTRY = 'manifest.json.sha256';
export const ARCHIVE_FORMAT = 'portail-sauvegarde/1';

const Entry = z.object({ name: z.string().min(1), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

/**
 * Non-secret by construction: versions, names, sizes, hashes and the vault keys' ids (the first 8 hex characters of
 * their SHA-256), never a key, a password or a setting's value.
 */
export const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  createdAt: z.iso.datetime(),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({ serverVersion: z.string(), pgDump: z.string(), migrations: z.array(z.string()) }),
  storage: z.object({ driver: z.enum(['fs', 's3']), blobs: z.number().int().min(0), bytes: z.number().int().min(0) }),
  /** The id of the VAULT_MASTER_KEY at backup time, and those the sealed rows were wrapped with. */
  vault: z.object({ keyId: z.string(), keyIdsInUse: z.array(z.string()) }),
  entries: z.array(Entry),
});

export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestEntry = z.infer<typeof Entry>;

export const manifestHashLine = (sha256: string) => `${sha256}  ${MANIFEST_ENTRY}\n`;
