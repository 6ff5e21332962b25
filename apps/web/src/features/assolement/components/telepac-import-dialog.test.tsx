/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Assolement, TelepacMessages as T } from '@portail/contracts';
import { renderScreens } from '../../../test-utils/render';
import { dossier, droits } from '../../../test-utils/fixtures';
import { assolementKeys } from '../../../lib/api/assolement';
import { fileToBase64, resultatTelepac } from '../utils/telepac';
import AssolementPage from './assolement-page';

const CODE = '100001';
const N = new Date().getFullYear();
const EMPTY: Assolement = {
  dossier: { codeDossier: CODE, millesime: N, communeInsee: null, commune: null, estDefinitif: false, valideLe: null, validePar: null },
  cultures: [],
};
const PRODUCTEURS = [
  { pacage: '051000010', parcelles: 1, surfaceHa: 5 },
  { pacage: '051000011', parcelles: 2, surfaceHa: 7.2 },
];
const CULTURE = { codePac: 'BTN', libellePac: 'Betterave', idCultureType: 1045, intitule: 'Betterave sucrière', surfaceHa: 4.2, parcelles: 1, existante: true };

type Answer = { status: number; body: unknown };
const json = ({ status, body }: Answer) =>
  ({
    ok: status < 400,
    status,
    headers: { get: () => 'application/json' },
    json: async () => body,
    text: async () => JSON.stringify(body),
  }) as unknown as Response;
let answers: Answer[] = [];
let sent: Record<string, unknown>[] = [];

function answerFetch() {
  global.fetch = ((url: string, init?: RequestInit) => {
    if (String(url).includes('/api/auth/csrf')) return Promise.resolve(json({ status: 200, body: { csrfToken: 'jeton' } }));
    if (String(url).endsWith(`/api/assolement/${CODE}/${N}`)) return Promise.resolve(json({ status: 200, body: EMPTY })); // the refresh after the import
    if (!String(url).includes('assolementTelepac')) return new Promise<Response>(() => undefined);
    sent.push(JSON.parse(String(init?.body ?? '{}')));
    return Promise.resolve(json(answers.shift() ?? { status: 500, body: {} }));
  }) as typeof fetch;
}

beforeEach(() => {
  answers = [];
  sent = [];
});

async function openAndChoose() {
  renderScreens([{ path: '/outils/assolement', element: <AssolementPage /> }], {
    path: '/outils/assolement',
    droits: droits([dossier({ codeDossier: CODE, modules: ['tool_echanges'] })]),
    prime: (client) => client.setQueryData(assolementKeys.year(CODE, N), EMPTY),
  });
  answerFetch(); // after renderScreens, which makes every call hang
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Importer un fichier Telepac' }));
  });
  const dialog = screen.getByTestId('dialogue-telepac');
  const file = new File(['<?xml version="1.0" encoding="ISO-8859-1"?><producteurs/>'], 'telepac.xml', { type: 'text/xml' });
  await act(async () => {
    fireEvent.change(within(dialog).getByLabelText('Fichier Telepac (XML)'), { target: { files: [file] } });
  });
  return dialog;
}

describe('TelepacImportDialog', () => {
  it('asks for the producer, shows the preview and the replace/add choice, then imports', async () => {
    answers.push(
      {
        status: 200,
        body: { cultures: [], nonReconnus: [], producteurs: PRODUCTEURS, pacage: null, pacageDossier: null, autreProducteur: false, version: '2024v4' },
      },
      {
        status: 200,
        body: {
          cultures: [CULTURE],
          nonReconnus: [{ codePac: 'XYZ', libellePac: null, surfaceHa: 0.25 }],
          producteurs: PRODUCTEURS,
          pacage: '051000011',
          pacageDossier: null,
          autreProducteur: false,
          version: '2024v4',
        },
      },
      { status: 200, body: { cultures: [], ajoutees: 0, modifiees: 1 } },
    );
    const dialog = await openAndChoose();
    // No farm is chosen for the user: the file holds several.
    expect(((await within(dialog).findByLabelText('Exploitation (numéro PACAGE)')) as HTMLSelectElement).value).toBe('');
    expect(sent[0]).toMatchObject({ codeDossier: CODE, millesime: N });
    expect((within(dialog).getByRole('button', { name: 'Importer' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      fireEvent.change(within(dialog).getByLabelText('Exploitation (numéro PACAGE)'), { target: { value: '051000011' } });
    });
    await waitFor(() => expect(within(dialog).getAllByTestId('culture-telepac')).toHaveLength(1));
    expect(sent[1].pacage).toBe('051000011');
    expect(within(dialog).getByTestId('culture-telepac').textContent).toBe('BTNBetteraveBetterave sucrière (déjà dans l’assolement)4,20 ha');
    expect(within(dialog).getByTestId('non-reconnus-telepac').textContent).toContain('XYZ (0,25 ha)');
    expect(within(dialog).getByTestId('pacage-telepac').textContent).toBe('Exploitation du fichier : PACAGE 051000011');
    expect(within(dialog).getByText(/^Choisissez le fichier XML/).textContent).not.toContain('ajoutées');
    expect(within(dialog).getByTestId('mode-telepac').textContent).toBe('Les surfaces de ces cultures seront remplacées par celles du fichier.');
    fireEvent.click(within(dialog).getByLabelText('Ajouter aux surfaces existantes'));
    expect(within(dialog).getByTestId('mode-telepac').textContent).toBe('Les surfaces du fichier seront ajoutées à celles de ces cultures.');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));
    });
    expect(sent[2]).toMatchObject({ pacage: '051000011', confirmer: { mode: 'ajouter' } });
    await waitFor(() => expect(screen.queryByTestId('dialogue-telepac')).toBeNull());
  });

  it('shows another producer’s number beside the dossier’s and imports only once confirmed', async () => {
    answers.push(
      {
        status: 200,
        body: {
          cultures: [{ ...CULTURE, existante: false }],
          nonReconnus: [],
          producteurs: [PRODUCTEURS[0]],
          pacage: '051000010',
          pacageDossier: '999000000',
          autreProducteur: true,
          version: '2024v4',
        },
      },
      { status: 200, body: { cultures: [], ajoutees: 1, modifiees: 0 } },
    );
    const dialog = await openAndChoose();
    expect((await within(dialog).findByTestId('pacage-telepac')).textContent).toContain(
      'Ce fichier est celui de l’exploitation PACAGE 051000010, pas celle du dossier (PACAGE 999000000).',
    );
    const importer = within(dialog).getByRole('button', { name: 'Importer' }) as HTMLButtonElement;
    expect(importer.disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Importer quand même les parcelles de l’exploitation 051000010'));
    expect(importer.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(importer);
    });
    expect(sent[1]).toMatchObject({ pacage: '051000010', confirmer: { mode: 'remplacer', autreProducteur: true } });
    await waitFor(() => expect(screen.queryByTestId('dialogue-telepac')).toBeNull());
  });

  it('shows the spec message and the reason when the file is refused', async () => {
    answers.push({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION',
        message: T.illisible,
        displayable: true,
        issues: [{ path: 'contenu', message: "Le fichier n'est pas un XML." }],
        correlationId: 'x',
      },
    });
    const dialog = await openAndChoose();
    await waitFor(() => expect(within(dialog).getByTestId('erreur-telepac').textContent).toBe(`${T.illisible}Le fichier n'est pas un XML.`));
  });
});

it('is not offered on a definitive year', () => {
  const closed: Assolement = { ...EMPTY, dossier: { ...EMPTY.dossier, millesime: N - 1, estDefinitif: true, validePar: 'CDER' } };
  renderScreens([{ path: '/outils/assolement', element: <AssolementPage /> }], {
    path: `/outils/assolement?millesime=${N - 1}`,
    droits: droits([dossier({ codeDossier: CODE, modules: ['tool_echanges'] })]),
    prime: (client) => client.setQueryData(assolementKeys.year(CODE, N - 1), closed),
  });
  expect(screen.getByTestId('assolement-valide').textContent).toBe(`L'assolement de ${N - 1} a été validé par CDER`);
  expect(screen.queryByRole('button', { name: 'Importer un fichier Telepac' })).toBeNull();
});

describe('telepac utils', () => {
  it('base64 of the bytes keeps latin1 accents intact', async () => {
    const bytes = new Uint8Array([0x3c, 0xe9, 0x3e]); // '<é>' in ISO-8859-1
    expect(await fileToBase64(new Blob([bytes]))).toBe(Buffer.from(bytes).toString('base64'));
  });
  it('says what was written, replaced surfaces as replaced', () => {
    expect(resultatTelepac(3, 1, 'remplacer')).toBe('Import Telepac : 3 cultures ajoutées et 1 surface remplacée.');
    expect(resultatTelepac(0, 4, 'ajouter')).toBe('Import Telepac : 4 surfaces augmentées.');
    expect(resultatTelepac(1, 0, 'ajouter')).toBe('Import Telepac : 1 culture ajoutée.');
  });
});
