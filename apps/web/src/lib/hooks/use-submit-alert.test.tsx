/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { useSubmitAlert } from './use-submit-alert';

function Harness() {
  const { register, subscribe, setValue } = useForm<{ login: string; altcha: string }>({ defaultValues: { login: '', altcha: '' } });
  const [alert, setAlert] = useSubmitAlert(subscribe);
  return (
    <form>
      {alert && <p role="alert">{alert}</p>}
      <label htmlFor="login">Identifiant</label>
      <input id="login" {...register('login')} />
      <button type="button" onClick={() => setAlert('Identifiant ou mot de passe incorrect.')}>
        Échec
      </button>
      <button type="button" onClick={() => setValue('altcha', '')}>
        Nouveau captcha
      </button>
    </form>
  );
}

describe('useSubmitAlert', () => {
  it('keeps the server’s message while code sets values, drops it when the user types', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Échec' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau captcha' }));
    expect(screen.getByRole('alert').textContent).toBe('Identifiant ou mot de passe incorrect.');
    await act(async () => {
      fireEvent.input(screen.getByLabelText('Identifiant'), { target: { value: 'claire' } });
      await Promise.resolve();
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
