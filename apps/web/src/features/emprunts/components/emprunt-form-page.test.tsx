/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { computeEcheancier, type Emprunt, EmpruntMessages as M } from '@portail/contracts';
import { renderScreens } from '../../../test-utils/render';
import { dossier, droits } from '../../../test-utils/fixtures';
import { empruntsKeys } from '../api/get-emprunts';
import EmpruntFormPage from './emprunt-form-page';

const CODE = '100001';
const routes = [
  { path: '/outils/ajout-edit-emprunt', element: <EmpruntFormPage /> },
  { path: '/outils/ajout-edit-emprunt/:id', element: <EmpruntFormPage /> },
];
const rights = droits([dossier({ codeDossier: CODE })]);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const set = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function submitAndRead(): Promise<string | null> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer la simulation' }));
  });
  const dialog = screen.queryByTestId('dialogue-emprunt');
  if (!dialog) return null;
  const text = within(dialog).getByText((_, el) => el?.classList.contains('dialogue__texte') ?? false).textContent;
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  });
  return text;
}

describe('loan form', () => {
  it('shows the seven messages in the spec order in the app dialog, never a browser alert', async () => {
    const alert = jest.fn();
    window.alert = alert;
    renderScreens(routes, { path: '/outils/ajout-edit-emprunt', droits: rights });
    const steps: [string, string][] = [
      ['Libellé', 'Tracteur'],
      ['Montant emprunté (€)', '100000'],
      ['Taux annuel (%)', '3'],
      ['Périodicité', 'Mensuelle'],
      ['Mode de remboursement', 'ANC'],
      ['Nombre de périodes', '100'],
      ['Date de début', '2026-01-01'],
    ];
    const seen: (string | null)[] = [];
    for (const [label, value] of steps) {
      seen.push(await submitAndRead());
      set(label, value);
    }
    expect(seen).toEqual([M.libelle, M.montant, M.taux, M.periodicite, M.mode, M.periodes, M.date]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('refuses 0 periods with message 6 and out-of-limit values with their message; inputs carry the limits', async () => {
    renderScreens(routes, { path: '/outils/ajout-edit-emprunt', droits: rights });
    set('Libellé', 'Pressoir');
    set('Montant emprunté (€)', '50000');
    set('Taux annuel (%)', '150');
    set('Périodicité', 'Annuelle');
    set('Mode de remboursement', 'AMC');
    set('Nombre de périodes', '0');
    set('Date de début', '2026-01-01');
    expect(await submitAndRead()).toBe(M.periodes);
    set('Nombre de périodes', '10');
    expect(await submitAndRead()).toBe(M.tauxHorsLimites);
    // Text fields with a decimal keyboard: a number field would read the French '0,5' as 5 or nothing (issue 29).
    expect(field('Taux annuel (%)')).toMatchObject({ type: 'text', inputMode: 'decimal' });
  });

  it('previews the schedule with the shared function as the user types', () => {
    renderScreens(routes, { path: '/outils/ajout-edit-emprunt', droits: rights });
    expect(screen.getByTestId('apercu-echeancier').textContent).toContain('Complétez le formulaire');
    for (const [label, value] of [
      ['Libellé', 'Tracteur'],
      ['Montant emprunté (€)', '100000'],
      ['Taux annuel (%)', '3'],
      ['Périodicité', 'Mensuelle'],
      ['Mode de remboursement', 'ANC'],
      ['Nombre de périodes', '100'],
      ['Date de début', '2026-01-01'],
    ])
      set(label!, value!);
    expect(screen.getByTestId('apercu-echeance').textContent).toBe('1 131,45 €');
    expect(screen.getByTestId('apercu-tableau').querySelectorAll('thead th')).toHaveLength(12);
  });

  it('pre-fills the edit form, converting the stored months back to periods of the periodicity', async () => {
    const input = {
      libelle: 'Cuverie inox',
      valeurEntree: 320_000,
      taux: 2.75,
      periodicite: 'Trimestrielle' as const,
      modeRemboursement: 'AMC' as const,
      nombrePeriodes: 12,
      exerciceDateDebut: '2024-03-01',
    };
    const e = computeEcheancier(input, new Date());
    const loan: Emprunt = {
      ...input,
      id: '3e000000-0000-4000-8000-100001000001',
      codeDossier: CODE,
      duree: e.duree,
      dureeAnnee: e.dureeAnnee,
      echeance: e.echeance,
      interetRetour: e.interetRetour,
      anneeDebut: e.anneeDebut,
      echeances: e.echeances,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    // A stale period count must not be used: the form reads the duration (36 months / 3 = 12 periods).
    renderScreens(routes, {
      path: `/outils/ajout-edit-emprunt/${loan.id}`,
      droits: rights,
      prime: (client) => client.setQueryData(empruntsKeys.list(CODE), [{ ...loan, nombrePeriodes: 99 }]),
    });
    await waitFor(() => expect(field('Libellé').value).toBe('Cuverie inox'));
    expect(field('Nombre de périodes').value).toBe('12');
    expect(field('Périodicité').value).toBe('Trimestrielle');
    expect(field('Taux annuel (%)').value).toBe('2,75');
    expect((screen.getByRole('button', { name: 'Modifier la simulation' }) as HTMLButtonElement).type).toBe('submit');
  });
});
