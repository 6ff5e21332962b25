import { parseInscriptionPath } from './inscription-path';

describe('parseInscriptionPath', () => {
  it('reads the three path shapes of spec 01 §2.1', () => {
    expect(parseInscriptionPath('abc-123/jean@exemple.fr')).toEqual({ codeliaison: 'abc-123', email: 'jean@exemple.fr' });
    expect(parseInscriptionPath('/jean@exemple.fr')).toEqual({ codeliaison: '', email: 'jean@exemple.fr' });
    expect(parseInscriptionPath('jean@exemple.fr')).toEqual({ codeliaison: '', email: 'jean@exemple.fr' });
  });

  it('handles a bare /inscription and encoded characters', () => {
    expect(parseInscriptionPath('')).toEqual({ codeliaison: '', email: '' });
    expect(parseInscriptionPath(undefined)).toEqual({ codeliaison: '', email: '' });
    expect(parseInscriptionPath('abc/jean%2Bpro%40exemple.fr')).toEqual({ codeliaison: 'abc', email: 'jean+pro@exemple.fr' });
    expect(parseInscriptionPath('abc')).toEqual({ codeliaison: 'abc', email: '' });
  });
});
