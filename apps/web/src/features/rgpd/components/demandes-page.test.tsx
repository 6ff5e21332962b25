/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { RgpdMessages, type DemandeEffacementStaff } from '@portail/contracts';
import { stubApi, type StubAnswer, type StubbedCall } from '../../../test-utils/api-stub';
import { droits } from '../../../test-utils/fixtures';
import { renderScreens } from '../../../test-utils/render';
import { rgpdKeys } from '../api/rgpd-keys';
import DemandesPage from './demandes-page';

const ID = '7d000000-0000-4000-8000-000000000001';
const RESULTAT: DemandeEffacementStaff['resultat'] = [
  { rule: 'rendez-vous', donnees: 'Rendez-vous et leurs fichiers', action: 'supprime', count: 3 },
  { rule: 'inscriptions', donnees: 'Inscriptions aux événements', action: 'anonymise', count: 2 },
  { rule: 'factures', donnees: 'Factures et pièces comptables', action: 'conserve', count: 12 },
];
const demande = (o: Partial<DemandeEffacementStaff>): DemandeEffacementStaff => ({
  id: ID,
  statut: 'demandee',
  demandeeLe: '2026-11-18T10:00:00Z',
  motif: 'Je cesse mon activité.',
  motifRefus: null,
  traiteeLe: null,
  guidPersonne: '0a000000-0000-4000-8000-000000000001',
  nom: 'Claire Martin',
  login: 'claire@exemple.fr',
  traiteePar: null,
  resultat: [],
  ...o,
});
const LIST = [
  demande({}),
  demande({
    id: '7d000000-0000-4000-8000-000000000002',
    statut: 'effectuee',
    nom: 'Paul Durand',
    login: null,
    motif: null,
    traiteeLe: '2026-11-10T15:00:00Z',
    traiteePar: 'Sophie Leroy',
    resultat: RESULTAT,
  }),
];

function open(list: DemandeEffacementStaff[], answer: (call: StubbedCall) => StubAnswer = () => undefined) {
  renderScreens([{ path: '/rgpd/demandes', element: <DemandesPage /> }], {
    path: '/rgpd/demandes',
    droits: droits([], { typeUtilisateur: 'collab' }),
    prime: (client) => client.setQueryData(rgpdKeys.demandes, list),
  });
  return stubApi(answer);
}
const sent = (calls: StubbedCall[]) => calls.filter((c) => c.path.startsWith('/api/rgpd')).map((c) => `${c.method} ${c.path}`);

describe('/rgpd/demandes (issue 33 §3, staff)', () => {
  it('lists the requests: date, person, reason, state; actions on pending ones, who treated the others and a detail', () => {
    open(LIST);
    const [pending, done] = screen.getAllByTestId('demande');
    expect(pending!.querySelector('[data-label="Demandée le"]')?.textContent).toBe('18/11/2026 à 11:00');
    expect(pending!.querySelector('[data-label="Personne"]')?.textContent).toBe('Claire Martinclaire@exemple.fr');
    expect(pending!.querySelector('[data-label="Motif"]')?.textContent).toBe('Je cesse mon activité.');
    expect(pending!.querySelector('[data-label="État"]')?.textContent).toBe('À traiter');
    expect(
      within(pending!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Confirmer l’effacement', 'Refuser']);
    expect(done!.querySelector('[data-label="Motif"]')?.textContent).toBe('—');
    expect(done!.querySelector('[data-label="État"]')?.textContent).toMatch(/^Effacement effectuépar Sophie Leroy le 10\/11\/2026Détail de l’effacement/);
    expect(within(done!).queryAllByRole('button')).toEqual([]);
    expect(within(done!).getByText('Détail de l’effacement').closest('details')?.textContent).toContain(
      'Factures et pièces comptables : Conservé (obligation légale) — 12 éléments',
    );
  });

  it('confirms after a dialog saying it is irreversible and what is kept, then shows the message and the result lines', async () => {
    const calls = open(LIST, ({ method }) =>
      method === 'POST'
        ? { body: { message: RgpdMessages.erasureDone, resultat: RESULTAT } }
        : { body: [demande({ statut: 'effectuee', resultat: RESULTAT })] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer l’effacement de Claire Martin' }));
    const dialog = screen.getByTestId('dialogue-confirmation');
    expect(dialog.textContent).toContain('irréversible');
    expect(dialog.textContent).toContain('factures et pièces comptables (10 ans)');
    expect(dialog.textContent).toContain('DUER, 40 ans');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer l’effacement' })));
    expect(sent(calls)).toEqual([`POST /api/rgpd/demandes/${ID}/confirmer`, 'GET /api/rgpd/demandes']);
    const result = await screen.findByTestId('effacement-effectue');
    expect(result.closest('[role="status"]')).toBeTruthy();
    expect(result.querySelector('p')?.textContent).toBe(RgpdMessages.erasureDone);
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Rendez-vous et leurs fichiers : Supprimé — 3 éléments',
      'Inscriptions aux événements : Anonymisé — 2 éléments',
      'Factures et pièces comptables : Conservé (obligation légale) — 12 éléments',
    ]);
  });

  it('does not erase when the confirmation is declined', () => {
    const calls = open(LIST);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer l’effacement de Claire Martin' }));
    fireEvent.click(within(screen.getByTestId('dialogue-confirmation')).getByRole('button', { name: 'Ne pas effacer' }));
    expect(sent(calls)).toEqual([]);
  });

  it('refuses only with a reason, sends it and shows the message', async () => {
    const calls = open(LIST, ({ method }) =>
      method === 'POST' ? { body: { message: RgpdMessages.erasureRefused } } : { body: [demande({ statut: 'refusee', motifRefus: 'Dossier en cours.' })] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refuser la demande de Claire Martin' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuser la demande de Claire Martin' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser la demande' })));
    expect(within(dialog).getByRole('alert').textContent).toBe(RgpdMessages.refusalReason);
    expect(within(dialog).getByLabelText('Motif du refus').getAttribute('aria-invalid')).toBe('true');
    expect(sent(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Motif du refus'), { target: { value: '  Dossier en cours.  ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser la demande' })));
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: `/api/rgpd/demandes/${ID}/refuser`, body: { motif: 'Dossier en cours.' } });
    expect(screen.queryByTestId('dialogue-refus')).toBeNull();
    expect((await screen.findByText(RgpdMessages.erasureRefused)).closest('[role="status"]')).toBeTruthy();
  });

  it('says when there is no request', () => {
    open([]);
    expect(screen.getByTestId('liste-vide').textContent).toBe('Aucune demande de clôture de compte.');
  });
});
