import { randomBytes, randomUUID } from 'node:crypto';
import { buildKeyRing, keyIdOf, open, rewrap, seal, VaultError } from './vault-crypto';

const A = randomBytes(32).toString('base64');
const B = randomBytes(32).toString('base64');
const ID = randomUUID();

describe('vault-crypto', () => {
  it('seals with a random data key and iv, and opens to the same text', () => {
    const ring = buildKeyRing(A);
    const s1 = seal(ring, ID, 'Mot de passe é 🔑');
    const s2 = seal(ring, ID, 'Mot de passe é 🔑');
    expect(open(ring, ID, s1)).toBe('Mot de passe é 🔑');
    expect(s1.iv.equals(s2.iv)).toBe(false);
    expect(s1.cleChiffree.equals(s2.cleChiffree)).toBe(false);
    expect(s1.chiffre.toString('utf8')).not.toContain('Mot de passe');
    expect(s1.cleId).toBe(keyIdOf(Buffer.from(A, 'base64')));
    expect(s1.cleId).toMatch(/^[0-9a-f]{8}$/);
  });

  it('refuses a tampered ciphertext, tag, iv or wrapped key, and another entry id', () => {
    const ring = buildKeyRing(A);
    const s = seal(ring, ID, 'secret');
    const flip = (b: Buffer, i: number) => {
      const c = Buffer.from(b);
      c[i] = c[i]! ^ 1;
      return c;
    };
    expect(() => open(ring, ID, { ...s, chiffre: flip(s.chiffre, 0) })).toThrow(VaultError);
    expect(() => open(ring, ID, { ...s, chiffre: flip(s.chiffre, s.chiffre.length - 1) })).toThrow(VaultError);
    expect(() => open(ring, ID, { ...s, iv: flip(s.iv, 3) })).toThrow(VaultError);
    expect(() => open(ring, ID, { ...s, cleChiffree: flip(s.cleChiffree, 20) })).toThrow(VaultError);
    expect(() => open(ring, randomUUID(), s)).toThrow(VaultError);
  });

  it('re-wraps under a new master key: readable with the old key in the ring, then with the new one alone', () => {
    const s = seal(buildKeyRing(A), ID, 'secret');
    expect(() => open(buildKeyRing(B), ID, s)).toThrow(/absente/);
    const during = buildKeyRing(B, [A]);
    expect(open(during, ID, s)).toBe('secret');
    const rotated = { ...s, ...rewrap(during, ID, s) };
    expect(rotated.cleId).toBe(during.currentId);
    expect(open(buildKeyRing(B), ID, rotated)).toBe('secret');
    expect(() => open(buildKeyRing(A), ID, rotated)).toThrow(VaultError);
  });

  it('refuses a master key that is not 32 bytes', () => {
    expect(() => buildKeyRing(randomBytes(16).toString('base64'))).toThrow(VaultError);
  });
});
