/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { SecuriteMessages, type SecuriteCompte, type SessionUser } from '@portail/contracts';
import { sessionQueryKey } from '../../../lib/api/session-keys';
import { stubApi, type StubAnswer, type StubbedCall } from '../../../test-utils/api-stub';
import { dossier, droits } from '../../../test-utils/fixtures';
import { renderScreens } from '../../../test-utils/render';
import { securiteKeys } from '../api/securite-keys';
import SecuritePage from './securite-page';

const USER: SessionUser = {
  guidPersonne: '0a000000-0000-4000-8000-000000000001',
  login: 'claire@exemple.fr',
  nom: 'Martin',
  prenom: 'Claire',
  typeUtilisateur: 'member',
};
const CODES = ['ABCDE23456', 'BCDEF34567', 'CDEFG45678', 'DEFGH56789', 'EFGHJ6789A', 'FGHJK789AB', 'GHJKL89ABC', 'HJKLM9ABCD', 'JKLMNABCDE', 'KLMNPBCDEF'];
const APPAREIL = '7b000000-0000-4000-8000-000000000001';

const securite = (o: Partial<SecuriteCompte> = {}, etat: Partial<SecuriteCompte['doubleAuthentification']> = {}): SecuriteCompte => ({
  politique: 'facultative',
  appareilsMemorises: [],
  ...o,
  doubleAuthentification: { active: false, depuis: null, codesSecoursRestants: 0, ...etat },
});
const ACTIVE = securite(
  {
    appareilsMemorises: [
      {
        id: APPAREIL,
        appareil: 'Ordinateur Windows',
        navigateur: 'Firefox 140',
        jusquAu: '2026-12-20T10:00:00Z',
        derniereConnexion: '2026-11-20T10:00:00Z',
        courant: true,
      },
    ],
  },
  { active: true, depuis: '2026-03-12T09:00:00Z', codesSecoursRestants: 7 },
);

function open(data: SecuriteCompte, answer: (call: StubbedCall) => StubAnswer = () => undefined) {
  renderScreens([{ path: '/mon-compte/securite', element: <SecuritePage /> }], {
    path: '/mon-compte/securite',
    droits: droits([dossier()]),
    prime: (client) => {
      client.setQueryData(sessionQueryKey, USER);
      client.setQueryData(securiteKeys.compte, data);
    },
  });
  return stubApi(answer);
}

async function typeCode(button: string, code = '123456') {
  fireEvent.change(screen.getByLabelText('Code à 6 chiffres'), { target: { value: code } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: button })));
}

describe('/mon-compte/securite (issue 33 §1)', () => {
  it('inactive: Activer shows the QR code, the first code turns it on, the codes come once', async () => {
    const calls = open(securite(), ({ path }) => {
      if (path === '/api/compte/double-authentification/configuration')
        return { body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,QQ==' } };
      if (path === '/api/compte/double-authentification/activation') return { body: { codesSecours: CODES } };
      return undefined;
    });
    expect(screen.getByTestId('double-authentification').textContent).toContain('Non activée');
    expect(screen.getByTestId('liste-vide').textContent).toContain('Aucun appareil mémorisé');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Activer' })));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Configurer votre application d’authentification' }));
    expect(screen.getByAltText('QR code à scanner avec votre application d’authentification').getAttribute('src')).toBe('data:image/svg+xml;base64,QQ==');
    expect(screen.getByTestId('cle-secrete').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    await typeCode('Activer');
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.path, c.body])).toEqual([
      ['/api/compte/double-authentification/configuration', undefined],
      ['/api/compte/double-authentification/activation', { code: '123456' }],
    ]);
    const grid = await screen.findByRole('list', { name: 'Codes de secours' });
    expect(within(grid).getAllByRole('listitem')[0]!.textContent).toBe('ABCDE-23456');
    const done = screen.getByRole('button', { name: 'Terminer' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('J’ai conservé mes codes en lieu sûr'));
    fireEvent.click(done);
    expect(screen.queryByTestId('codes-secours')).toBeNull();
    expect(screen.getByTestId('codes-restants').textContent).toBe('10 codes de secours restants');
  });

  it('shows a refused first code under the field', async () => {
    open(securite(), ({ path }) => {
      if (path.endsWith('/configuration'))
        return { body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,QQ==' } };
      return {
        status: 400,
        body: { statusCode: 400, code: 'SECOND_FACTEUR_INVALIDE', message: SecuriteMessages.codeInvalid, displayable: true, correlationId: 'c' },
      };
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Activer' })));
    await typeCode('Activer');
    expect((await screen.findByRole('alert')).textContent).toBe(SecuriteMessages.codeInvalid);
  });

  it('active: status, codes left, devices; new recovery codes after a code', async () => {
    const calls = open(ACTIVE, ({ path }) => (path === '/api/compte/double-authentification/codes-secours' ? { body: { codesSecours: CODES } } : undefined));
    const card = screen.getByTestId('double-authentification');
    expect(card.textContent).toContain('Activée depuis le 12/03/2026');
    expect(screen.getByTestId('codes-restants').textContent).toBe('7 codes de secours restants');
    expect(screen.queryByText(/Le cabinet demande la double authentification/)).toBeNull();
    const device = screen.getByTestId('appareil');
    expect(device.textContent).toContain('Ordinateur Windows – Firefox 140 cet appareil');
    expect(device.textContent).toContain('Mémorisé jusqu’au 20/12/2026');

    fireEvent.click(screen.getByRole('button', { name: 'Générer de nouveaux codes de secours' }));
    await typeCode('Générer les codes', '654 321');
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.path, c.body])).toEqual([
      ['/api/compte/double-authentification/codes-secours', { code: '654321' }],
    ]);
    expect((await screen.findAllByText('ABCDE-23456')).length).toBe(1);
  });

  it('warns when 3 recovery codes or fewer are left', () => {
    open(securite({}, { active: true, depuis: '2026-03-12T09:00:00Z', codesSecoursRestants: 2 }));
    const left = screen.getByTestId('codes-restants');
    expect([left.className, left.textContent?.startsWith('2 codes de secours restants :')]).toEqual(['etat etat--attention', true]);
  });

  it('deactivates after a code when optional, and shows the api’s message', async () => {
    const calls = open(ACTIVE, ({ path }) => (path.endsWith('/desactivation') ? { body: { message: SecuriteMessages.deactivated } } : undefined));
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver' }));
    await typeCode('Désactiver la double authentification');
    expect(calls.map((c) => [c.path, c.body])).toContainEqual(['/api/compte/double-authentification/desactivation', { code: '123456' }]);
    expect((await screen.findByRole('status')).textContent).toBe(SecuriteMessages.deactivated);
  });

  it('hides Désactiver and says the policy when the firm requires it', () => {
    open({ ...ACTIVE, politique: 'obligatoire' });
    expect(screen.getByText('Le cabinet demande la double authentification pour tous les adhérents.').tagName).toBe('P');
    expect(screen.queryByRole('button', { name: 'Désactiver' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Générer de nouveaux codes de secours' }).textContent).toBe('Générer de nouveaux codes de secours');
  });

  it('forgets a remembered device after confirmation', async () => {
    const calls = open(ACTIVE, ({ method }) => (method === 'DELETE' ? { status: 204 } : undefined));
    fireEvent.click(screen.getByRole('button', { name: 'Oublier Ordinateur Windows – Firefox 140' }));
    const dialog = screen.getByTestId('dialogue-confirmation');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Oublier l’appareil' })));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([{ method: 'DELETE', path: `/api/compte/appareils/${APPAREIL}`, body: undefined }]);
  });
});
