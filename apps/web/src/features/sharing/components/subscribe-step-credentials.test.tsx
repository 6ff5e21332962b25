/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SharingMessages as M } from '@portail/contracts';
import { droits } from '../../../test-utils/fixtures';
import { renderScreens } from '../../../test-utils/render';
import { SubscribeStepCredentials } from './subscribe-step-credentials';

const INVITED = 'lea.fontaine@exemple.fr';

function renderStep(onDone = jest.fn()) {
  renderScreens(
    [{ path: '/invitation/1/subscribe', element: <SubscribeStepCredentials initial={null} emailInvite={INVITED} serverMessage={null} onDone={onDone} /> }],
    {
      path: '/invitation/1/subscribe',
      droits: droits([]),
    },
  );
  return onDone;
}

const emailField = () => screen.getByLabelText<HTMLInputElement>('Adresse e-mail (celle qui a reçu l’invitation)');

describe('invitation sign-up, step 1 (issue 29)', () => {
  it('prefills the invited address', () => {
    renderStep();
    expect(emailField().value).toBe(INVITED);
    expect(screen.getByLabelText<HTMLInputElement>('Confirmation de l’adresse e-mail').value).toBe(INVITED);
    expect(emailField().getAttribute('aria-invalid')).toBe('false');
  });

  it('says at the field, as it is typed, that the address must be the invited one', () => {
    renderStep();
    fireEvent.change(emailField(), { target: { value: 'autre@exemple.fr' } });
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(emailField().getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe(M.emailAutreQueInvitation);
    fireEvent.change(emailField(), { target: { value: ' Lea.Fontaine@exemple.fr' } });
    expect(screen.queryByText(M.emailAutreQueInvitation)).toBeNull();
  });

  it('does not go on with another address, and focuses it', async () => {
    const onDone = renderStep();
    fireEvent.change(emailField(), { target: { value: 'autre@exemple.fr' } });
    fireEvent.change(screen.getByLabelText('Confirmation de l’adresse e-mail'), { target: { value: 'autre@exemple.fr' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'assez-long-1' } });
    fireEvent.change(screen.getByLabelText('Confirmation du mot de passe'), { target: { value: 'assez-long-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
    expect(onDone).not.toHaveBeenCalled();
  });
});
