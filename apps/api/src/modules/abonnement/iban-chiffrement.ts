import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** AES-256-GCM with a key derived from SEPA_IBAN_KEY: 'v1.{iv}.{tag}.{ciphertext}' in base64url. */
export class IbanChiffrement {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`iban:${secret}`).digest();
  }

  chiffrer(iban: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ct = Buffer.concat([cipher.update(iban, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), ct].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  dechiffrer(valeur: string): string {
    const [version, iv, tag, ct] = valeur.split('.');
    if (version !== 'v1' || !iv || !tag || !ct) throw new Error('IBAN chiffré illisible');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  }
}
