import { randomBytes, randomUUID } from 'node:crypto';
import { buildKeyRing, keyIdOf, open, rewrap, seal, VaultError } from './envelope';

const A = randomBytes(32).toString('base64');
const B = randomBytes(32).toString('base64');
const ID = randomUUID();

describe('secret envelope', () => {
  it('seals with a random data key and iv, and opens to the same text', () => {
    const ring = buildKeyRing(A);
    const s1 = seal(ring, 'identifiant', ID, 'Mot de passe é 🔑');
    const s2 = seal(ring, 'identifiant', ID, 'Mot de passe é 🔑');
    expect(open(ring, 'identifiant', ID, s1)).toBe('Mot de passe é 🔑');
    expect(s1.iv.equals(s2.iv)).toBe(false);
    expect(s1.cleChiffree.equals(s2.cleChiffree)).toBe(false);
    expect(s1.chiffre.toString('utf8')).not.toContain('Mot de passe');
    expect(s1.cleId).toBe(keyIdOf(Buffer.from(A, 'base64')));
    expect(s1.cleId).toMatch(/^[0-9a-f]{8}$/);
  });

  it('refuses a tampered ciphertext, tag, iv or wrapped key, and another entry id', () => {
    const ring = buildKeyRing(A);
    const s = seal(ring, 'identifiant', ID, 'secret');
    const flip = (b: Buffer, i: number) => {
      const c = Buffer.from(b);
      c[i] = c[i]! ^ 1;
      return c;
    };
    expect(() => open(ring, 'identifiant', ID, { ...s, chiffre: flip(s.chiffre, 0) })).toThrow(VaultError);
    expect(() => open(ring, 'identifiant', ID, { ...s, chiffre: flip(s.chiffre, s.chiffre.length - 1) })).toThrow(VaultError);
    expect(() => open(ring, 'identifiant', ID, { ...s, iv: flip(s.iv, 3) })).toThrow(VaultError);
    expect(() => open(ring, 'identifiant', ID, { ...s, cleChiffree: flip(s.cleChiffree, 20) })).toThrow(VaultError);
    expect(() => open(ring, 'identifiant', randomUUID(), s)).toThrow(VaultError);
  });

  it('re-wraps under a new master key: readable with the old key in the ring, then with the new one alone', () => {
    const s = seal(buildKeyRing(A), 'identifiant', ID, 'secret');
    expect(() => open(buildKeyRing(B), 'identifiant', ID, s)).toThrow(/absente/);
    const during = buildKeyRing(B, [A]);
    expect(open(during, 'identifiant', ID, s)).toBe('secret');
    const rotated = { ...s, ...rewrap(during, 'identifiant', ID, s) };
    expect(rotated.cleId).toBe(during.currentId);
    expect(open(buildKeyRing(B), 'identifiant', ID, rotated)).toBe('secret');
    expect(() => open(buildKeyRing(A), 'identifiant', ID, rotated)).toThrow(VaultError);
  });

  it('binds a secret to its scope: an identifiant sealed under one id does not open as a mandate of the same id', () => {
    const ring = buildKeyRing(A);
    const s = seal(ring, 'identifiant', ID, 'secret');
    expect(() => open(ring, 'mandat-iban', ID, s)).toThrow(VaultError);
    expect(open(ring, 'mandat-iban', ID, seal(ring, 'mandat-iban', ID, 'FR76'))).toBe('FR76');
  });

  it('refuses a master key that is not 32 bytes', () => {
    expect(() => buildKeyRing(randomBytes(16).toString('base64'))).toThrow(VaultError);
  });
});
