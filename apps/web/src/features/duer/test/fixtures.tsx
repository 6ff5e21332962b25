import type { QueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import type { DuerCategorie, DuerCategorieDetail, DuerDetail, DuerDroits, DuerIndex, DuerModule, Duer } from '@portail/contracts';
import { ErrorDialog } from '../../../components/ui/error-dialog';
import { dossier, droits } from '../../../test-utils/fixtures';
import { renderScreens } from '../../../test-utils/render';
import CategoriePage from '../components/categorie-page';
import DuerIndexPage from '../components/duer-index-page';
import DuerPage from '../components/duer-page';

export const CODE = '010001';
export const ID_DUER = 41;
export const member = droits([dossier({ codeDossier: CODE, modules: ['tool_duer'] })]);

export const DROITS_TOUS: DuerDroits = { droitModifs: true, droitCreation: true, creationStructure: true, estCollaborateur: false, fonctionCE: false };
export const DROITS_AUCUN: DuerDroits = { droitModifs: false, droitCreation: false, creationStructure: false, estCollaborateur: false, fonctionCE: false };

export const duer = (id: number, annee: number, extra: Partial<Duer> = {}): Duer => ({
  id,
  annee,
  estFini: false,
  estValide: false,
  dateFini: null,
  idGedDuerDefinitif: null,
  codeDossier: CODE,
  versionCalculRisque: 1,
  ...extra,
});
const DOSSIER = { codeDossier: CODE, raisonSociale: 'EARL du Moulin', typeActivite: 'VITI' as const, codeEntite: '0001', baseType: 2 };

export const index = (duers: Duer[], creation: Partial<DuerIndex['creation']> = {}): DuerIndex => ({
  dossier: DOSSIER,
  duers,
  creation: {
    autorisee: true,
    anneeImposee: null,
    anneeMin: 2000,
    anneeMax: new Date().getFullYear() + 10,
    vide: true,
    modele: true,
    copieAnnee: true,
    copieAutreDossier: true,
    ...creation,
  },
});

export const categorie = (id: number, nom: string, ordre: number, estValide = false): DuerCategorie => ({
  id,
  ordre,
  estValide,
  duerBaseCategorie: { id: 100 + id, nom },
  nombreModules: 1,
});
export const detail = (categories: DuerCategorie[], droitsDuer = DROITS_TOUS, uniteMax: number | null = 3): DuerDetail => ({
  duer: duer(ID_DUER, 2030),
  dossier: DOSSIER,
  droits: droitsDuer,
  uniteMax,
  categories,
});
export const mod = (id: number, nom: string, ordre: number, extra: Partial<DuerModule> = {}): DuerModule => ({
  id,
  ordre,
  remarque: null,
  forcerValidation: false,
  estValide: false,
  duerBaseModule: { id: 200 + id, nom, annee: null, codeDossier: null },
  ...extra,
});
export const categorieDetail = (modules: DuerModule[], droitsDuer = DROITS_TOUS): DuerCategorieDetail => ({
  duer: duer(ID_DUER, 2030),
  droits: droitsDuer,
  categorie: categorie(7, 'Chai', 1),
  modules,
  autresCategories: [{ id: 8, nom: 'Vigne' }],
});

const routes = [
  { path: '/outils/duer', element: <DuerIndexPage /> },
  { path: '/outils/duer/:idDuer', element: <DuerPage /> },
  { path: '/outils/duer/:idDuer/:idCategorie', element: <CategoriePage /> },
  { path: '/outils/duer/:idDuer/:idCategorie/:idModule', element: <p>Module</p> },
];

/** The DUER screens under the app's providers, with the error modal of the app shell. */
export function renderDuer(path: string, prime: (client: QueryClient) => void, d = member) {
  return renderScreens([{ element: <Shell />, children: routes }], { path, droits: d, prime });
}

function Shell() {
  return (
    <>
      <Outlet />
      <ErrorDialog />
    </>
  );
}

export interface Appel {
  method: string;
  url: string;
  body: unknown;
}

/** Fetch answering the CSRF token, `answer` for the writes and `get` for the reads (never when undefined), recording them. */
export function recordFetch(answer: (a: Appel) => unknown = () => ({ ok: true }), get: (url: string) => unknown = () => undefined): Appel[] {
  const appels: Appel[] = [];
  const reply = (data: unknown) =>
    Promise.resolve({ ok: true, status: 200, headers: { get: () => 'application/json' }, json: async () => data, text: async () => JSON.stringify(data) });
  global.fetch = ((url: string, init: RequestInit = {}) => {
    if (url === '/api/auth/csrf') return reply({ csrfToken: 'jeton' });
    const appel = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
    appels.push(appel);
    if (init.method && init.method !== 'GET') return reply(answer(appel));
    const data = get(url);
    return data === undefined ? new Promise(() => undefined) : reply(data);
  }) as unknown as typeof fetch;
  return appels;
}
