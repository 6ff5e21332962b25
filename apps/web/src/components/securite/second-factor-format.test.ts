import { formatRecoveryCode, groupSecret, recoveryCodesText } from './second-factor-format';

describe('second factor formats', () => {
  it('groups the key by 4 characters for typing by hand', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('JBSW Y3DP EH')).toBe('JBSW Y3DP EH');
  });

  it('prints a recovery code in two halves', () => {
    expect(formatRecoveryCode('abcde23456')).toBe('ABCDE-23456');
    expect(formatRecoveryCode('ABCDE-23456')).toBe('ABCDE-23456');
    expect(formatRecoveryCode('ABC')).toBe('ABC');
  });

  it('writes the platform, the date in Paris and the codes in the downloaded file', () => {
    const text = recoveryCodesText('Mon Espace', new Date('2026-11-29T13:05:00Z'), ['ABCDE23456', 'BCDEF34567']);
    expect(text.split('\n')).toEqual([
      'Mon Espace : codes de secours de la double authentification',
      'Générés le 29/11/2026 à 14:05',
      '',
      'ABCDE-23456',
      'BCDEF-34567',
      '',
      'Chaque code sert une seule fois. Gardez ce fichier en lieu sûr.',
      '',
    ]);
  });
});
