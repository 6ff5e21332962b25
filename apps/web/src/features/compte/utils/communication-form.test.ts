import { CommunicationInputSchema } from '@portail/contracts';
import { digitsOnly, modificationLabel, toFormValues } from './communication-form';

describe('dossier contact form (spec 02 §5)', () => {
  it('keeps digits only, 10 at most', () => {
    expect(digitsOnly('03 26-52.10 20 99')).toBe('0326521020');
    expect(digitsOnly('+33 6 12')).toBe('33612');
  });

  it('defaults the phone prefixes to France (id 74)', () => {
    const values = toFormValues({
      telephone: null,
      indicatifTelephone: 74,
      portable: '0612345678',
      indicatifPortable: 6,
      emailPrincipal: null,
      emailFacturation: 'a@b.fr',
    });
    expect(values).toEqual({
      telephone: '',
      indicatifTelephone: 74,
      portable: '0612345678',
      indicatifPortable: 6,
      emailPrincipal: '',
      emailFacturation: 'a@b.fr',
    });
  });

  it('gives the messages of spec 02 §5', () => {
    const base = { telephone: '', indicatifTelephone: 74, portable: '', indicatifPortable: 74, emailPrincipal: '', emailFacturation: '' };
    const message = (overrides: object) => CommunicationInputSchema.safeParse({ ...base, ...overrides }).error?.issues[0]?.message;
    expect(CommunicationInputSchema.safeParse(base).success).toBe(true);
    expect(message({ telephone: '12345' })).toBe('Le numéro de téléphone doit contenir entre 6 et 10 chiffres');
    expect(message({ portable: '12345678901' })).toBe('Le numéro de téléphone portable doit contenir entre 6 et 10 chiffres');
    expect(message({ emailPrincipal: `${'a'.repeat(55)}@exemple.fr` })).toBe("L'email principal est invalide");
    expect(message({ emailFacturation: 'facturation@' })).toBe("L'email de facturation est invalide");
    expect(CommunicationInputSchema.safeParse({ ...base, telephone: '123456', emailFacturation: `${'a'.repeat(240)}@exemple.fr` }).success).toBe(true);
  });

  it('says who changed a field and when', () => {
    expect(modificationLabel(null, 'CDER')).toBeNull();
    const date = '2026-09-14T08:30:00Z'; // 10:30 in Paris (summer time)
    expect(modificationLabel({ dateModification: date, userModification: 'Claire Martin', agentModification: null }, 'CDER')).toBe(
      'Modifié le 14/09/2026 à 10:30 par Claire Martin',
    );
    expect(modificationLabel({ dateModification: date, userModification: null, agentModification: 'Julie Bernard' }, 'CDER')).toBe(
      'Modifié le 14/09/2026 à 10:30 par Julie Bernard (CDER)',
    );
  });
});
