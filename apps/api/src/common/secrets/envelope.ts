import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Envelope encryption of the portal's secrets (shared credentials, mandates' IBANs): each secret is sealed with AES-256-GCM
 * under its own random data key, and that data key is wrapped (AES-256-GCM too) by a master key of the key ring
 * (VAULT_MASTER_KEY), named by its id. Rotating the master key re-wraps the data keys only. A secret is bound to its
 * scope and row id (AAD): a ciphertext moved to another row or table does not open. Pure functions: no logging.
 */
const ALGO = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

export interface VaultKeyRing {
  /** Key id (first 8 hex characters of sha256(key)) of the key new entries are wrapped with. */
  currentId: string;
  keys: ReadonlyMap<string, Buffer>;
}

/** What a row keeps: the password's ciphertext+tag and iv, the wrapped data key (iv+ciphertext+tag) and its master key id. */
export interface SealedSecret {
  chiffre: Buffer;
  iv: Buffer;
  cleChiffree: Buffer;
  cleId: string;
}

export class VaultError extends Error {}

/** What a sealed secret belongs to; part of the AAD, so never rename one that has rows. */
export type SecretScope = 'identifiant' | 'mandat-iban' | 'totp';

export const keyIdOf = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 8);

function parseKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== KEY_BYTES) throw new VaultError('Clé maîtresse invalide : 32 octets en base64 attendus.');
  return key;
}

/** The ring of the configuration: the current master key first, then the former ones still readable. */
export function buildKeyRing(current: string, previous: readonly string[] = []): VaultKeyRing {
  const keys = new Map<string, Buffer>();
  const currentKey = parseKey(current);
  const currentId = keyIdOf(currentKey);
  keys.set(currentId, currentKey);
  for (const k of previous) {
    const key = parseKey(k);
    if (!keys.has(keyIdOf(key))) keys.set(keyIdOf(key), key);
  }
  return { currentId, keys };
}

function encrypt(key: Buffer, plain: Buffer, aad: Buffer): { iv: Buffer; data: Buffer } {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGO, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  return { iv, data: Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]) };
}

function decrypt(key: Buffer, iv: Buffer, data: Buffer, aad: Buffer): Buffer {
  if (iv.length !== IV_BYTES || data.length < TAG_BYTES) throw new VaultError('Secret chiffré illisible.');
  try {
    const decipher = createDecipheriv(ALGO, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad);
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new VaultError('Secret chiffré illisible ou altéré.');
  }
}

const wrapAad = (scope: SecretScope, entryId: string, cleId: string) => Buffer.from(`${scope}-cle:${entryId}:${cleId}`);
const secretAad = (scope: SecretScope, entryId: string) => Buffer.from(`${scope}:${entryId}`);

function masterKey(ring: VaultKeyRing, cleId: string): Buffer {
  const key = ring.keys.get(cleId);
  if (!key) throw new VaultError(`Clé maîtresse ${cleId} absente de VAULT_MASTER_KEY / VAULT_PREVIOUS_KEYS.`);
  return key;
}

function wrap(ring: VaultKeyRing, scope: SecretScope, entryId: string, dataKey: Buffer): Pick<SealedSecret, 'cleChiffree' | 'cleId'> {
  const cleId = ring.currentId;
  const { iv, data } = encrypt(masterKey(ring, cleId), dataKey, wrapAad(scope, entryId, cleId));
  return { cleChiffree: Buffer.concat([iv, data]), cleId };
}

function unwrap(ring: VaultKeyRing, scope: SecretScope, entryId: string, sealed: Pick<SealedSecret, 'cleChiffree' | 'cleId'>): Buffer {
  const { cleChiffree, cleId } = sealed;
  return decrypt(masterKey(ring, cleId), cleChiffree.subarray(0, IV_BYTES), cleChiffree.subarray(IV_BYTES), wrapAad(scope, entryId, cleId));
}

/** Seals a secret of the row `entryId` of `scope` (bound to both). */
export function seal(ring: VaultKeyRing, scope: SecretScope, entryId: string, plain: string): SealedSecret {
  const dataKey = randomBytes(KEY_BYTES);
  try {
    const { iv, data } = encrypt(dataKey, Buffer.from(plain, 'utf8'), secretAad(scope, entryId));
    return { chiffre: data, iv, ...wrap(ring, scope, entryId, dataKey) };
  } finally {
    dataKey.fill(0);
  }
}

export function open(ring: VaultKeyRing, scope: SecretScope, entryId: string, sealed: SealedSecret): string {
  const dataKey = unwrap(ring, scope, entryId, sealed);
  try {
    return decrypt(dataKey, sealed.iv, sealed.chiffre, secretAad(scope, entryId)).toString('utf8');
  } finally {
    dataKey.fill(0);
  }
}

/** The same data key wrapped by the ring's current master key (the password's ciphertext is untouched). */
export function rewrap(
  ring: VaultKeyRing,
  scope: SecretScope,
  entryId: string,
  sealed: Pick<SealedSecret, 'cleChiffree' | 'cleId'>,
): Pick<SealedSecret, 'cleChiffree' | 'cleId'> {
  const dataKey = unwrap(ring, scope, entryId, sealed);
  try {
    return wrap(ring, scope, entryId, dataKey);
  } finally {
    dataKey.fill(0);
  }
}
