/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { ErrorCode, SecuriteMessages, type SessionUser } from '@portail/contracts';
import { apiError, stubApi, type StubbedCall, type StubAnswer } from '../../../test-utils/api-stub';
import { droits } from '../../../test-utils/fixtures';
import { renderScreens } from '../../../test-utils/render';
import SignInPage from './sign-in-page';

jest.mock('../../../components/captcha/altcha-field', () => ({
  AltchaField: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <button type="button" onClick={() => onChange('preuve')}>
      Je ne suis pas un robot
    </button>
  ),
}));

const USER: SessionUser = {
  guidPersonne: '0a000000-0000-4000-8000-000000000001',
  login: 'claire@exemple.fr',
  nom: 'Martin',
  prenom: 'Claire',
  typeUtilisateur: 'member',
};
const CODES = ['ABCDE23456', 'BCDEF34567', 'CDEFG45678', 'DEFGH56789', 'EFGHJ6789A', 'FGHJK789AB', 'GHJKL89ABC', 'HJKLM9ABCD', 'JKLMNABCDE', 'KLMNPBCDEF'];

function open(answer: (call: StubbedCall) => StubAnswer) {
  const rendered = renderScreens(
    [
      { path: '/connexion', element: <SignInPage /> },
      { path: '/app', element: <p>Application</p> },
    ],
    { path: '/connexion', droits: droits([]) },
  );
  const calls = stubApi(answer);
  return { ...rendered, calls };
}

async function signIn() {
  fireEvent.change(screen.getByLabelText('Identifiant'), { target: { value: 'claire@exemple.fr' } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'secret' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Se connecter' })));
}

async function submitCode(value: string, label = 'Code de vérification') {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Valider' })));
}

const sent = (calls: StubbedCall[], path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

describe('sign-in second step (issue 33 §1)', () => {
  it('asks for the code after SECOND_FACTEUR_REQUIS, sends {code, memoriser} and goes on as a sign-in does', async () => {
    const { calls, location } = open(({ path }) => {
      if (path === '/api/auth/login') return apiError(401, ErrorCode.SecondFactorRequired, SecuriteMessages.secondFactorRequired);
      if (path === '/api/auth/second-facteur') return { body: USER };
      return undefined;
    });
    await signIn();
    const heading = await screen.findByRole('heading', { name: 'Vérification en deux étapes' });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByLabelText('Mot de passe')).toBeNull();
    const field = screen.getByLabelText('Code de vérification');
    expect([field.getAttribute('autocomplete'), field.getAttribute('inputmode')]).toEqual(['one-time-code', 'numeric']);
    expect(screen.getByText(SecuriteMessages.secondFactorRequired).id).toBe('code-second-facteur-aide');
    fireEvent.click(screen.getByLabelText('Ne plus demander de code sur cet appareil pendant 30 jours'));
    await submitCode('123 456');
    expect(sent(calls, '/api/auth/second-facteur')).toEqual([{ code: '123456', memoriser: true }]);
    await screen.findByText('Application');
    expect(location.pathname).toBe('/app');
  });

  it('shows a refused code under the field and keeps the step', async () => {
    open(({ path }) => {
      if (path === '/api/auth/login') return apiError(401, ErrorCode.SecondFactorRequired, SecuriteMessages.secondFactorRequired);
      if (path === '/api/auth/second-facteur') return apiError(401, ErrorCode.SecondFactorInvalid, SecuriteMessages.codeInvalid);
      return undefined;
    });
    await signIn();
    await submitCode('654321');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(SecuriteMessages.codeInvalid);
    expect(screen.getByLabelText('Code de vérification').getAttribute('aria-invalid')).toBe('true');
  });

  it('switches to a recovery code: label, help and keyboard change, the code goes as typed', async () => {
    const { calls } = open(({ path }) => {
      if (path === '/api/auth/login') return apiError(401, ErrorCode.SecondFactorRequired, SecuriteMessages.secondFactorRequired);
      return undefined;
    });
    await signIn();
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser un code de secours' }));
    const field = screen.getByLabelText('Code de secours');
    expect(field.getAttribute('inputmode')).toBeNull();
    expect(screen.getByText(/10 caractères, par exemple ABCDE-23456/).id).toBe('code-second-facteur-aide');
    await submitCode('abcde-23456', 'Code de secours');
    expect(sent(calls, '/api/auth/second-facteur')).toEqual([{ code: 'ABCDE23456', memoriser: false }]);
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser le code de l’application' }));
    expect(screen.getByLabelText('Code de vérification').getAttribute('inputmode')).toBe('numeric');
  });

  it('shows the captcha after CAPTCHA_REQUIS and sends its payload as altcha', async () => {
    let attempts = 0;
    const { calls } = open(({ path }) => {
      if (path === '/api/auth/login') return apiError(401, ErrorCode.SecondFactorRequired, SecuriteMessages.secondFactorRequired);
      if (path === '/api/auth/second-facteur') return ++attempts === 1 ? apiError(400, ErrorCode.CaptchaRequired, SecuriteMessages.tooManyCodes) : undefined;
      return undefined;
    });
    await signIn();
    await submitCode('123456');
    expect((await screen.findByTestId('erreur-second-facteur')).textContent).toBe(SecuriteMessages.tooManyCodes);
    fireEvent.click(await screen.findByRole('button', { name: 'Je ne suis pas un robot' }));
    await submitCode('123456');
    expect(sent(calls, '/api/auth/second-facteur')).toEqual([
      { code: '123456', memoriser: false },
      { code: '123456', memoriser: false, altcha: 'preuve' },
    ]);
  });

  it('goes back to the password with the api’s words when the pending sign-in expired', async () => {
    open(({ path }) => {
      if (path === '/api/auth/login') return apiError(401, ErrorCode.SecondFactorRequired, SecuriteMessages.secondFactorRequired);
      if (path === '/api/auth/second-facteur') return apiError(401, ErrorCode.Unauthenticated, SecuriteMessages.pendingExpired);
      return undefined;
    });
    await signIn();
    await submitCode('123456');
    expect((await screen.findByTestId('erreur-connexion')).textContent).toBe(SecuriteMessages.pendingExpired);
    expect(document.activeElement).toBe(screen.getByLabelText('Identifiant'));
    expect(screen.queryByLabelText('Code de vérification')).toBeNull();
  });

  it('« Revenir à la connexion » shows the password form again', async () => {
    open(({ path }) => (path === '/api/auth/login' ? apiError(401, ErrorCode.SecondFactorRequired, SecuriteMessages.secondFactorRequired) : undefined));
    await signIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Revenir à la connexion' }));
    expect(screen.getByRole('button', { name: 'Se connecter' }).textContent).toBe('Se connecter');
    expect(screen.queryByTestId('erreur-connexion')).toBeNull();
  });

  it('sets up a required second factor: QR code and key, first code, recovery codes, then on', async () => {
    const { calls, location } = open(({ path }) => {
      if (path === '/api/auth/login') return apiError(401, ErrorCode.SecondFactorSetupRequired, SecuriteMessages.secondFactorSetupRequired);
      if (path === '/api/auth/second-facteur/configuration')
        return { body: { secret: 'JBSWY3DPEHPK3PXPJBSW', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' } };
      if (path === '/api/auth/second-facteur/activation') return { body: { user: USER, codesSecours: CODES } };
      return undefined;
    });
    await signIn();
    expect(document.activeElement).toBe(await screen.findByRole('heading', { name: 'Double authentification requise' }));
    expect(screen.getByText(SecuriteMessages.secondFactorSetupRequired).tagName).toBe('P');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Afficher le QR code' })));
    const qr = await screen.findByAltText('QR code à scanner avec votre application d’authentification');
    expect(qr.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByTestId('cle-secrete').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW');
    fireEvent.change(screen.getByLabelText('Code à 6 chiffres'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Activer' })));
    expect(sent(calls, '/api/auth/second-facteur/activation')).toEqual([{ code: '123456' }]);

    const codes = await screen.findAllByRole('listitem');
    expect(codes.filter((li) => li.className === 'codes-secours__code').map((li) => li.textContent)).toEqual(
      CODES.map((c) => `${c.slice(0, 5)}-${c.slice(5)}`),
    );
    expect(screen.getByText('Ces codes ne seront plus affichés. Chacun sert une seule fois.').tagName).toBe('P');
    // Still on the sign-in page: the session is taken only once the codes are put away.
    expect(location.pathname).toBe('/connexion');
    const goOn = screen.getByRole('button', { name: 'Continuer' }) as HTMLButtonElement;
    expect(goOn.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('J’ai conservé mes codes en lieu sûr'));
    expect(goOn.disabled).toBe(false);
    fireEvent.click(goOn);
    await screen.findByText('Application');
    expect(location.pathname).toBe('/app');
  });
});
