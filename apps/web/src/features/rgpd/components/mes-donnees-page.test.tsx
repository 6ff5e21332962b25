/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RgpdMessages, type DemandeEffacement, type ExportDonnees, type MesDonnees, type SessionUser } from '@portail/contracts';
import { sessionQueryKey } from '../../../lib/api/session-keys';
import { apiError, stubApi, type StubAnswer, type StubbedCall } from '../../../test-utils/api-stub';
import { dossier, droits } from '../../../test-utils/fixtures';
import { renderScreens } from '../../../test-utils/render';
import { rgpdKeys } from '../api/rgpd-keys';
import MesDonneesPage from './mes-donnees-page';

const USER: SessionUser = {
  guidPersonne: '0a000000-0000-4000-8000-000000000001',
  login: 'claire@exemple.fr',
  nom: 'Martin',
  prenom: 'Claire',
  typeUtilisateur: 'member',
};
const PRETE = '7c000000-0000-4000-8000-000000000001';
const exportDonnees = (o: Partial<ExportDonnees>): ExportDonnees => ({
  id: PRETE,
  statut: 'prete',
  demandeeLe: '2026-11-20T09:30:00Z',
  expireLe: '2026-11-27T09:35:00Z',
  taille: 2_516_582,
  ...o,
});
const EXPORTS = [
  exportDonnees({}),
  exportDonnees({ id: '7c000000-0000-4000-8000-000000000002', statut: 'en-preparation', demandeeLe: '2026-11-21T08:00:00Z', expireLe: null, taille: null }),
  exportDonnees({ id: '7c000000-0000-4000-8000-000000000003', statut: 'echec', expireLe: null, taille: null }),
  exportDonnees({ id: '7c000000-0000-4000-8000-000000000004', statut: 'expiree', demandeeLe: '2026-10-01T09:30:00Z', taille: 20_480 }),
];
const demande = (o: Partial<DemandeEffacement>): DemandeEffacement => ({
  id: '7d000000-0000-4000-8000-000000000001',
  statut: 'demandee',
  demandeeLe: '2026-11-18T10:00:00Z',
  motif: null,
  motifRefus: null,
  traiteeLe: null,
  ...o,
});

function open(data: MesDonnees, answer: (call: StubbedCall) => StubAnswer = () => undefined, path = '/mon-compte/donnees') {
  renderScreens([{ path: '/mon-compte/donnees', element: <MesDonneesPage /> }], {
    path,
    droits: droits([dossier()]),
    prime: (client) => {
      client.setQueryData(sessionQueryKey, USER);
      client.setQueryData(rgpdKeys.mesDonnees, data);
    },
  });
  return stubApi(answer);
}

/** The calls of this screen (the theme's read left out). */
const sent = (calls: StubbedCall[]) => calls.filter((c) => c.path.startsWith('/api/compte')).map((c) => `${c.method} ${c.path}`);
const posts = (calls: StubbedCall[]) => calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);

describe('/mon-compte/donnees: the export of my data (issue 33 §3)', () => {
  it('lists the exports with their date, state in words and size; only a ready one downloads', () => {
    open({ exports: EXPORTS, effacement: null });
    const rows = screen.getAllByTestId('export');
    const cell = (row: HTMLElement, label: string) => row.querySelector(`[data-label="${label}"]`)?.textContent;
    expect(rows.map((r) => cell(r, 'État'))).toEqual(['Prête — jusqu’au 27/11/2026 à 10:35', 'En préparation', 'Échec', 'Expirée']);
    expect(rows.map((r) => cell(r, 'Taille'))).toEqual(['2,4 Mo', '—', '—', '20 Ko']);
    expect(cell(rows[0]!, 'Demandé le')).toBe('20/11/2026 à 10:30');
    expect(rows.map((r) => within(r).queryAllByRole('button').length)).toEqual([1, 0, 0, 0]);
    expect(within(rows[0]!).getByRole('button', { name: 'Télécharger l’export du 20/11/2026 à 10:30' }).textContent).toBe('Télécharger');
  });

  it('says what the ZIP holds, and that no password is in it', () => {
    open({ exports: [], effacement: null });
    const section = screen.getByRole('region', { name: 'Télécharger mes données' });
    for (const text of ['PDF', 'JSON', 'rendez-vous et leurs fichiers', 'journal de vos connexions', 'Aucun mot de passe', '7 jours', '24 heures']) {
      expect(section.textContent).toContain(text);
    }
    expect(screen.getByTestId('liste-vide').textContent).toBe('Vous n’avez demandé aucun export.');
  });

  it('requests an export, shows the api’s message and reloads the list', async () => {
    const calls = open({ exports: [], effacement: null }, ({ method }) =>
      method === 'POST' ? { status: 201, body: { message: RgpdMessages.exportRequested } } : { body: { exports: [EXPORTS[1]], effacement: null } },
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Demander mes données' })));
    expect(sent(calls)).toEqual(['POST /api/compte/donnees/export', 'GET /api/compte/donnees']);
    expect(screen.getByRole('region', { name: 'Télécharger mes données' }).querySelector('[role="status"]')?.textContent).toBe(RgpdMessages.exportRequested);
    expect((await screen.findByTestId('export')).querySelector('[data-label="État"]')?.textContent).toBe('En préparation');
  });

  it('shows the api’s message when an export was asked less than 24 hours ago (429)', async () => {
    open({ exports: [EXPORTS[0]!], effacement: null }, ({ method }) =>
      method === 'POST' ? apiError(429, 'TOO_MANY_REQUESTS', RgpdMessages.exportTooSoon) : { body: { exports: [EXPORTS[0]], effacement: null } },
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Demander mes données' })));
    expect(screen.getByTestId('erreur-export').textContent).toBe(RgpdMessages.exportTooSoon);
  });

  it('downloads a ready export from its address under its name', async () => {
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} <- ${this.href}`);
    });
    try {
      const calls = open({ exports: [EXPORTS[0]!], effacement: null }, () => ({ body: 'zip' }));
      fireEvent.click(screen.getByRole('button', { name: /^Télécharger l’export/ }));
      await waitFor(() => expect(saved).toEqual(['mes-donnees-2026-11-20.zip <- blob:export']));
      expect(sent(calls)).toEqual([`GET /api/compte/donnees/exports/${PRETE}`]);
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      click.mockRestore();
    }
  });

  it('shows why a download fails (expired since the list was read)', async () => {
    open({ exports: [EXPORTS[0]!], effacement: null }, ({ path }) =>
      path.includes('/exports/') ? apiError(404, 'NOT_FOUND', RgpdMessages.exportExpired) : { body: { exports: [EXPORTS[3]], effacement: null } },
    );
    fireEvent.click(screen.getByRole('button', { name: /^Télécharger l’export/ }));
    expect((await screen.findByTestId('erreur-export')).textContent).toBe(RgpdMessages.exportExpired);
  });

  it('highlights the export of the mail’s link and focuses its download button', () => {
    open({ exports: EXPORTS, effacement: null }, () => undefined, `/mon-compte/donnees?export=${PRETE}`);
    const [linked, other] = screen.getAllByTestId('export');
    expect(linked!.getAttribute('aria-current')).toBe('true');
    expect(linked!.className).toContain('rgpd__export--lien');
    expect(other!.getAttribute('aria-current')).toBeNull();
    expect(document.activeElement).toBe(within(linked!).getByRole('button'));
  });

  it('reads the list again every 5 s while an export is being prepared', async () => {
    jest.useFakeTimers();
    try {
      const calls = open({ exports: [EXPORTS[1]!], effacement: null }, () => ({ body: { exports: [EXPORTS[0]], effacement: null } }));
      expect(sent(calls)).toEqual([]);
      await act(async () => jest.advanceTimersByTime(5000));
      expect(sent(calls)).toEqual(['GET /api/compte/donnees']);
      await act(async () => jest.advanceTimersByTime(0));
      expect(screen.getByTestId('export').querySelector('[data-label="État"]')?.textContent).toBe('Prête — jusqu’au 27/11/2026 à 10:35');
      expect(screen.getByTestId('export').querySelectorAll('button')).toHaveLength(1);
      await act(async () => jest.advanceTimersByTime(15_000));
      expect(sent(calls)).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('/mon-compte/donnees: closing my account (issue 33 §3)', () => {
  const confirmation = () => screen.getByLabelText('Pour confirmer, saisissez SUPPRIMER');

  it('explains what happens and what the law keeps', () => {
    open({ exports: [], effacement: null });
    const text = screen.getByRole('region', { name: 'Clôturer mon compte' }).textContent;
    for (const part of ['un mois', 'effacées ou anonymisées', '10 ans', '40 ans', 'e-mail à chaque étape']) expect(text).toContain(part);
  });

  it('asks for SUPPRIMER with the contract’s message, announced, before sending anything', async () => {
    const calls = open({ exports: [], effacement: null });
    fireEvent.change(confirmation(), { target: { value: 'supprimé' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Demander la clôture de mon compte' })));
    expect(screen.getByRole('alert').textContent).toBe(RgpdMessages.erasureConfirmation);
    expect(confirmation().getAttribute('aria-invalid')).toBe('true');
    expect(confirmation().getAttribute('aria-describedby')).toBe('cloture-confirmation-erreur');
    fireEvent.change(screen.getByLabelText('Motif (facultatif)'), { target: { value: 'x'.repeat(1001) } });
    fireEvent.change(confirmation(), { target: { value: 'SUPPRIMER' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Demander la clôture de mon compte' })));
    expect(screen.getByRole('alert').textContent).toBe('1 000 caractères au plus.');
    expect(posts(calls)).toEqual([]);
  });

  it('sends the request with its reason, shows the message, then the pending state', async () => {
    const calls = open({ exports: [], effacement: null }, ({ method }) =>
      method === 'POST'
        ? { status: 201, body: { message: RgpdMessages.erasureRequested } }
        : { body: { exports: [], effacement: demande({ motif: 'Je cesse mon activité.' }) } },
    );
    fireEvent.change(screen.getByLabelText('Motif (facultatif)'), { target: { value: 'Je cesse mon activité.' } });
    fireEvent.change(confirmation(), { target: { value: 'supprimer' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Demander la clôture de mon compte' })));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/compte/donnees/effacement',
      body: { confirmation: 'supprimer', motif: 'Je cesse mon activité.' },
    });
    expect((await screen.findByTestId('demande-en-cours')).textContent).toContain('Motif indiqué : Je cesse mon activité.');
    expect(screen.getByRole('region', { name: 'Clôturer mon compte' }).querySelector('[role="status"]')?.textContent).toBe(RgpdMessages.erasureRequested);
  });

  it('shows a pending request and cancels it after confirmation', async () => {
    const calls = open({ exports: [], effacement: demande({}) }, ({ method }) =>
      method === 'DELETE' ? { body: { message: RgpdMessages.erasureCancelled } } : { body: { exports: [], effacement: demande({ statut: 'annulee' }) } },
    );
    expect(screen.getByTestId('demande-en-cours').textContent).toContain('Demande envoyée le 18/11/2026 — en attente du cabinet');
    expect(screen.queryByLabelText('Pour confirmer, saisissez SUPPRIMER')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler ma demande' }));
    const dialog = screen.getByTestId('dialogue-confirmation');
    expect(dialog.textContent).toContain('Votre compte reste ouvert');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler ma demande' })));
    expect(posts(calls)).toEqual(['DELETE /api/compte/donnees/effacement']);
    expect(((await screen.findByLabelText('Pour confirmer, saisissez SUPPRIMER')) as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('demande-en-cours')).toBeNull();
    expect(screen.getByRole('region', { name: 'Clôturer mon compte' }).querySelector('[role="status"]')?.textContent).toBe(RgpdMessages.erasureCancelled);
  });

  it('shows a refusal with its reason and allows a new request', () => {
    open({ exports: [], effacement: demande({ statut: 'refusee', motifRefus: 'Factures impayées en cours.', traiteeLe: '2026-11-25T10:00:00Z' }) });
    const refusal = screen.getByTestId('demande-refusee').textContent;
    expect(refusal).toContain('refusée par le cabinet le 25/11/2026');
    expect(refusal).toContain('Motif du refus : Factures impayées en cours.');
    expect((screen.getByRole('button', { name: 'Demander la clôture de mon compte' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('is for members only', () => {
    renderScreens([{ path: '/mon-compte/donnees', element: <MesDonneesPage /> }], {
      path: '/mon-compte/donnees',
      droits: droits([], { typeUtilisateur: 'collab' }),
      prime: (client) => client.setQueryData(sessionQueryKey, { ...USER, typeUtilisateur: 'collab' }),
    });
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent).toBe(
      'Réservé aux adhérents : les données des collaborateurs sont gérées par le cabinet.',
    );
    expect(screen.queryByRole('button', { name: 'Demander mes données' })).toBeNull();
  });
});
