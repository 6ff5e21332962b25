/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { type Assolement, type AssolementCulture, AssolementMessages as M, type CultureType } from '@portail/contracts';
import { setCodeDossierCollaborateur } from '../../../lib/api-client';
import { renderScreens } from '../../../test-utils/render';
import { dossier, droits } from '../../../test-utils/fixtures';
import { assolementKeys } from '../../../lib/api/assolement';
import AssolementPage from './assolement-page';
import CultureEditPage from './culture-edit-page';

const CODE = '100001';
const N = new Date().getFullYear();
const rights = droits([dossier({ codeDossier: CODE, modules: ['tool_echanges'] })]);
const routes = [
  { path: '/outils/assolement', element: <AssolementPage /> },
  { path: '/outils/assolement/culture', element: <CultureEditPage /> },
];

const type = (id: number, intitule: string, rendementMax: number | null = null, estIntituleModifiable = false): CultureType => ({
  idtCultureTypeTRAME: id,
  intitule,
  rendementMax,
  estIntituleModifiable,
});
const BLE = type(1015, 'Blé tendre d’hiver', 12);
const ORGE = type(1020, 'Orge d’hiver', 11.5);
const FEVEROLE = type(1041, 'Féverole', 7);
const AUTRE = type(1099, 'Autre culture', null, true);
const TYPES = [BLE, ORGE, FEVEROLE, AUTRE];
const line = (
  id: string,
  culture: CultureType,
  surface: number,
  rendement: number | null,
  definitif = false,
  extra: Partial<AssolementCulture> = {},
): AssolementCulture => ({
  id,
  culture,
  surface,
  rendement,
  libellePerso: null,
  estDerobee: false,
  assolement: { estAssolementDefinitif: definitif },
  ...extra,
});
const year = (millesime: number, definitif: boolean, cultures: AssolementCulture[]): Assolement => ({
  dossier: { codeDossier: CODE, millesime, communeInsee: null, commune: null, estDefinitif: definitif, valideLe: null, validePar: definitif ? 'CDER' : null },
  cultures,
});
const OPEN = year(N, false, [
  line('11111111-1111-4111-8111-111111111111', BLE, 1234.5, 8.25),
  line('22222222-2222-4222-8222-222222222222', AUTRE, 3, null, false, { libellePerso: 'Safran', estDerobee: true }),
]);
const CLOSED = year(N - 1, true, [line('33333333-3333-4333-8333-333333333333', ORGE, 22.5, 7.9, true)]);

function render(path: string, d = rights) {
  return renderScreens(routes, {
    path,
    droits: d,
    prime: (client) => {
      client.setQueryData(assolementKeys.year(CODE, N), OPEN);
      client.setQueryData(assolementKeys.year(CODE, N - 1), CLOSED);
      client.setQueryData(assolementKeys.cultures, TYPES);
    },
  });
}

describe('/outils/assolement', () => {
  it('lists the year’s lines with two-decimal surfaces and their total, the custom label and the catch-crop flag, and the actions of an open year', () => {
    render('/outils/assolement');
    const rows = screen.getAllByTestId('culture');
    expect(rows.map((r) => r.textContent)).toEqual(['Blé tendre d’hiver1 234,50 ha8,3 t/haNonModifierSupprimer', 'Safran3,00 ha-OuiModifierSupprimer']);
    expect(screen.getByTestId('total-cultures').textContent).toBe('Total hors cultures dérobées1 234,50 ha');
    expect(screen.getByRole('link', { name: 'Ajouter une culture' }).getAttribute('href')).toBe(`/outils/assolement/culture?millesime=${N}`);
    expect((screen.getByRole('button', { name: 'Importer l’année précédente' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Supprimer toutes les cultures' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Valider l’assolement' })).toBeNull();
    expect((screen.getByLabelText('Millésime') as HTMLSelectElement).options.length).toBe(5);
  });

  it('asks before deleting a line', async () => {
    render('/outils/assolement');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Supprimer Safran' }));
    });
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['Supprimer la culture', 'Conserver la culture']));
  });

  it('shows a definitive year read-only with the validated message', async () => {
    render(`/outils/assolement?millesime=${N - 1}`);
    expect(screen.getByTestId('assolement-valide').textContent).toBe(`L'assolement de ${N - 1} a été validé par CDER`);
    expect(screen.queryByRole('link', { name: 'Ajouter une culture' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Importer l’année précédente' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer toutes les cultures' })).toBeNull();
    expect(screen.queryByText('Modifier')).toBeNull();
  });

  it('offers staff to validate an open year and reopen a definitive one', () => {
    const staff = droits([dossier({ codeDossier: CODE, modules: ['tool_echanges'] })], { typeUtilisateur: 'collab' });
    setCodeDossierCollaborateur(CODE);
    const { unmount } = render('/outils/assolement', staff);
    expect((screen.getByRole('button', { name: 'Valider l’assolement' }) as HTMLButtonElement).disabled).toBe(false);
    unmount();
    render(`/outils/assolement?millesime=${N - 1}`, staff);
    expect((screen.getByRole('button', { name: 'Rouvrir l’assolement' }) as HTMLButtonElement).disabled).toBe(false);
    setCodeDossierCollaborateur(null);
  });
});

async function submit(label: string): Promise<string | null> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: label }));
  });
  const dialog = screen.queryByTestId('dialogue-culture');
  if (!dialog) return null;
  const text = within(dialog).getByText((_, el) => el?.classList.contains('dialogue__texte') ?? false).textContent;
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  });
  return text;
}

describe('/outils/assolement/culture', () => {
  it('checks culture then surface, in the app dialog', async () => {
    render(`/outils/assolement/culture?millesime=${N}`);
    expect(await submit('Ajouter la culture')).toBe(M.culture);
    fireEvent.click(screen.getByRole('button', { name: 'Féverole' }));
    expect(await submit('Ajouter la culture')).toBe(M.surface);
    fireEvent.change(screen.getByLabelText('Surface (ha)'), { target: { value: '0.5' } });
    expect(await submit('Ajouter la culture')).toBe(M.surfaceHorsLimites);
  });

  it('excludes the year’s crops, searches case-insensitively, collapses once picked and reopens on click', () => {
    render(`/outils/assolement/culture?millesime=${N}`);
    const list = screen.getByTestId('choix-culture');
    expect(within(list).queryByRole('button', { name: 'Blé tendre d’hiver' })).toBeNull();
    expect(within(list).queryByRole('button', { name: 'Autre culture' })).toBeNull();
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['F', 'O']);
    for (const button of within(list).getAllByRole('button')) expect(button.className).toBe('bouton bouton--secondaire bouton--petit');
    fireEvent.change(screen.getByLabelText('Rechercher une culture'), { target: { value: 'ORGE' } });
    expect(
      within(screen.getByTestId('choix-culture'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Orge d’hiver']);
    fireEvent.click(screen.getByRole('button', { name: 'Orge d’hiver' }));
    expect(screen.queryByTestId('choix-culture')).toBeNull();
    fireEvent.click(screen.getByTestId('culture-choisie'));
    // The choice opens again, the crop picked among those offered.
    expect(
      within(screen.getByTestId('choix-culture'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toContain('Orge d’hiver');
  });

  it('warns a yield above the crop’s maximum, and offers a custom label only when the crop allows it', () => {
    render(`/outils/assolement/culture?millesime=${N}&assolementId=22222222-2222-4222-8222-222222222222`);
    expect((screen.getByLabelText('Libellé de la culture') as HTMLInputElement).value).toBe('Safran');
    fireEvent.click(screen.getByTestId('culture-choisie'));
    fireEvent.click(screen.getByRole('button', { name: 'Féverole' }));
    expect(screen.queryByLabelText('Libellé de la culture')).toBeNull();
    fireEvent.change(screen.getByLabelText('Rendement (t/ha)'), { target: { value: '7' } });
    expect(screen.queryByTestId('avertissement-rendement')).toBeNull();
    fireEvent.change(screen.getByLabelText('Rendement (t/ha)'), { target: { value: '7.5' } });
    expect(screen.getByTestId('avertissement-rendement').textContent).toBe("Le rendement renseigné n'est pas correct");
  });

  it('blocks keys other than digits and a dot in the numeric fields', () => {
    render(`/outils/assolement/culture?millesime=${N}`);
    const surface = screen.getByLabelText('Surface (ha)');
    expect(fireEvent.keyDown(surface, { key: 'e' })).toBe(false);
    expect(fireEvent.keyDown(surface, { key: '-' })).toBe(false);
    expect(fireEvent.keyDown(surface, { key: '5' })).toBe(true);
    expect(fireEvent.keyDown(screen.getByLabelText('Rendement (t/ha)'), { key: '-' })).toBe(true);
  });

  it('refuses to edit a definitive year', () => {
    render(`/outils/assolement/culture?millesime=${N - 1}&assolementId=33333333-3333-4333-8333-333333333333`);
    expect(screen.getByText(`L'assolement de ${N - 1} a été validé par CDER`).className).toBe('assolement__valide');
    expect(screen.queryByTestId('formulaire-culture')).toBeNull();
  });
});
