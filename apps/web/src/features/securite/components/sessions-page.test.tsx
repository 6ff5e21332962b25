/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SessionActive } from '@portail/contracts';
import { stubApi, type StubAnswer, type StubbedCall } from '../../../test-utils/api-stub';
import { dossier, droits } from '../../../test-utils/fixtures';
import { renderScreens } from '../../../test-utils/render';
import { securiteKeys } from '../api/securite-keys';
import SessionsPage from './sessions-page';

const session = (o: Partial<SessionActive>): SessionActive => ({
  id: 'sessionCouranteABCDEF',
  courante: false,
  appareil: 'Ordinateur Windows',
  navigateur: 'Firefox 140',
  adresse: '203.0.113.7',
  lieu: null,
  ouverteLe: '2026-11-20T09:30:00Z',
  derniereActivite: '2026-11-21T10:00:00Z',
  ...o,
});
const LIST = [
  session({ courante: true, lieu: 'Reims, France' }),
  session({ id: 'autreSession1234567890', appareil: 'iPhone', navigateur: 'Safari 19', derniereActivite: new Date(Date.now() - 5 * 60_000).toISOString() }),
];

function open(list: SessionActive[], answer: (call: StubbedCall) => StubAnswer = () => undefined) {
  renderScreens([{ path: '/mon-compte/sessions', element: <SessionsPage /> }], {
    path: '/mon-compte/sessions',
    droits: droits([dossier()]),
    prime: (client) => client.setQueryData(securiteKeys.sessions, list),
  });
  return stubApi(answer);
}

describe('/mon-compte/sessions (issue 33 §2)', () => {
  it('lists the sessions with their place, dates and the current one marked, and no Terminer on it', () => {
    open(LIST);
    const [current, other] = screen.getAllByTestId('session');
    expect(current!.textContent).toContain('Ordinateur Windows Cette session');
    expect(current!.textContent).toContain('Reims, France');
    expect(current!.querySelector('[data-label="Ouverte le"]')?.textContent).toBe('20/11/2026 à 10:30');
    expect(current!.querySelector('[data-label="Dernière activité"]')?.textContent).toBe('le 21/11/2026 à 11:00');
    expect(within(current!).queryByRole('button')).toBeNull();
    expect(other!.textContent).toContain('203.0.113.7');
    expect(other!.querySelector('[data-label="Dernière activité"]')?.textContent).toBe('il y a 5 min');
    expect(other!.textContent).not.toContain('Cette session');
    expect(within(other!).getByRole('button', { name: 'Terminer la session iPhone – Safari 19' }).textContent).toBe('Terminer');
  });

  it('ends one session after confirmation and reloads the list', async () => {
    const calls = open(LIST, ({ method, path }) => {
      if (method === 'DELETE') return { status: 204 };
      if (path === '/api/compte/sessions') return { body: [LIST[0]] };
      return undefined;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Terminer la session iPhone – Safari 19' }));
    const dialog = screen.getByTestId('dialogue-confirmation');
    expect(dialog.textContent).toContain('« iPhone – Safari 19 »');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Terminer la session' })));
    expect(calls.filter((c) => c.path.startsWith('/api/compte/sessions')).map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE /api/compte/sessions/autreSession1234567890',
      'GET /api/compte/sessions',
    ]);
    expect((await screen.findByRole('status')).textContent).toBe('La session est terminée.');
    expect(screen.getAllByTestId('session')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Terminer toutes les autres sessions' })).toBeNull();
  });

  it('ends every other session after confirmation and shows the api’s message', async () => {
    const calls = open(LIST, ({ method, path }) => {
      if (method === 'POST') return { body: { terminees: 1, message: '1 session terminée.' } };
      if (path === '/api/compte/sessions') return { body: [LIST[0]] };
      return undefined;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Terminer toutes les autres sessions' }));
    await act(async () => fireEvent.click(within(screen.getByTestId('dialogue-confirmation')).getByRole('button', { name: 'Terminer les autres sessions' })));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/compte/sessions/terminer-autres']);
    expect((await screen.findByRole('status')).textContent).toBe('1 session terminée.');
  });
});
