import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Envelope encryption of the shared credentials: each password is sealed with AES-256-GCM under its own random data key,
 * and that data key is wrapped (AES-256-GCM too) by a master key of the key ring, named by its id. Rotating the master key
 * re-wraps the data keys only. Pure functions: no logging, nothing kept.
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

const wrapAad = (entryId: string, cleId: string) => Buffer.from(`identifiant-cle:${entryId}:${cleId}`);
const secretAad = (entryId: string) => Buffer.from(`identifiant:${entryId}`);

function masterKey(ring: VaultKeyRing, cleId: string): Buffer {
  const key = ring.keys.get(cleId);
  if (!key) throw new VaultError(`Clé maîtresse ${cleId} absente de VAULT_MASTER_KEY / VAULT_PREVIOUS_KEYS.`);
  return key;
}

function wrap(ring: VaultKeyRing, entryId: string, dataKey: Buffer): Pick<SealedSecret, 'cleChiffree' | 'cleId'> {
  const cleId = ring.currentId;
  const { iv, data } = encrypt(masterKey(ring, cleId), dataKey, wrapAad(entryId, cleId));
  return { cleChiffree: Buffer.concat([iv, data]), cleId };
}

function unwrap(ring: VaultKeyRing, entryId: string, sealed: Pick<SealedSecret, 'cleChiffree' | 'cleId'>): Buffer {
  const { cleChiffree, cleId } = sealed;
  return decrypt(masterKey(ring, cleId), cleChiffree.subarray(0, IV_BYTES), cleChiffree.subarray(IV_BYTES), wrapAad(entryId, cleId));
}

/** Seals a password for the entry `entryId` (bound to it: a ciphertext moved to another row does not open). */
export function seal(ring: VaultKeyRing, entryId: string, plain: string): SealedSecret {
  const dataKey = randomBytes(KEY_BYTES);
  try {
    const { iv, data } = encrypt(dataKey, Buffer.from(plain, 'utf8'), secretAad(entryId));
    return { chiffre: data, iv, ...wrap(ring, entryId, dataKey) };
  } finally {
    dataKey.fill(0);
  }
}

export function open(ring: VaultKeyRing, entryId: string, sealed: SealedSecret): string {
  const dataKey = unwrap(ring, entryId, sealed);
  try {
    return decrypt(dataKey, sealed.iv, sealed.chiffre, secretAad(entryId)).toString('utf8');
  } finally {
    dataKey.fill(0);
  }
}

/** The same data key wrapped by the ring's current master key (the password's ciphertext is untouched). */
export function rewrap(ring: VaultKeyRing, entryId: string, sealed: Pick<SealedSecret, 'cleChiffree' | 'cleId'>): Pick<SealedSecret, 'cleChiffree' | 'cleId'> {
  const dataKey = unwrap(ring, entryId, sealed);
  try {
    return wrap(ring, entryId, dataKey);
  } finally {
    dataKey.fill(0);
  }
}
