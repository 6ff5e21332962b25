import type { DroitDossier, Droits } from '@portail/contracts';

export function dossier(overrides: Partial<DroitDossier> = {}): DroitDossier {
  return {
    codeDossier: '100001',
    raisonSociale: 'GAEC des Tilleuls',
    codeEntite: '0001',
    idRole: 1,
    estFavoris: false,
    modules: [],
    ...overrides,
  };
}

export function droits(dossiers: DroitDossier[], overrides: Partial<Omit<Droits, 'data'>> & { modules?: string[] } = {}): Droits {
  const { modules = [], ...rest } = overrides;
  return {
    userId: '5b0d7a2e-3f4c-4a1b-9c1d-2e3f4a5b6c7d',
    typeUtilisateur: 'member',
    fonctionsUtilisateur: [],
    ...rest,
    data: { dossiers, modules },
  };
}
