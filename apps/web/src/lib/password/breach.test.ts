import { checkBreach, sha1Hex } from './breach';

describe('breached-password check', () => {
  it('hashes with SHA-1 in upper case', async () => {
    expect(await sha1Hex('password')).toBe('5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8');
  });

  it('sends only the 5-character prefix and compares the suffixes locally', async () => {
    const prefixes: string[] = [];
    const range = async (prefix: string) => {
      prefixes.push(prefix);
      return { suffixes: ['1E4C9B93F3F0682250B6CF8331B7EE68FD8', '0000000000000000000000000000000000A'] };
    };
    expect(await checkBreach('password', range)).toBe('breached');
    expect(await checkBreach('Un-Autre-Mot2Passe!', range)).toBe('clean');
    expect(prefixes[0]).toBe('5BAA6');
    expect(prefixes.every((p) => p.length === 5)).toBe(true);
  });

  it('reports a failed look-up instead of letting it through silently', async () => {
    expect(await checkBreach('password', () => Promise.reject(new Error('réseau')))).toBe('failed');
  });
});
