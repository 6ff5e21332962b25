/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { ErrorCode, SecuriteMessages } from '@portail/contracts';
import { apiError, stubApi } from '../../../test-utils/api-stub';
import { droits } from '../../../test-utils/fixtures';
import { renderScreens } from '../../../test-utils/render';
import EndSessionPage from './end-session-page';

const open = (path: string) => renderScreens([{ path: '/session/terminer', element: <EndSessionPage /> }], { path, droits: droits([]) });

describe('/session/terminer (issue 33 §2)', () => {
  it('without a token says the link is invalid and offers the sign-in page', () => {
    open('/session/terminer');
    expect(screen.getByRole('alert').textContent).toBe(SecuriteMessages.endLinkInvalid);
    expect(screen.queryByRole('button', { name: 'Terminer cette session' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Aller à la page de connexion' }).getAttribute('href')).toBe('/connexion');
  });

  it('explains, sends the token and shows the api’s answer', async () => {
    open('/session/terminer?jeton=abc.def');
    const calls = stubApi(() => ({ body: { message: SecuriteMessages.sessionEnded } }));
    expect(screen.getByText(/Vous avez reçu un e-mail signalant une nouvelle connexion\. Si ce n’est pas vous, terminez cette session\./).tagName).toBe('P');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Terminer cette session' })));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/api/auth/sessions/terminer', body: { jeton: 'abc.def' } }]);
    expect((await screen.findByRole('status')).textContent).toBe(SecuriteMessages.sessionEnded);
  });

  it('shows an expired link’s message', async () => {
    open('/session/terminer?jeton=abc.def');
    stubApi(({ method }) => (method === 'POST' ? apiError(400, ErrorCode.TokenExpired, SecuriteMessages.endLinkExpired) : undefined));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Terminer cette session' })));
    expect((await screen.findByRole('alert')).textContent).toBe(SecuriteMessages.endLinkExpired);
    expect(screen.queryByRole('button', { name: 'Terminer cette session' })).toBeNull();
  });
});
