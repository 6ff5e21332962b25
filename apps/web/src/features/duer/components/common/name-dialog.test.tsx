/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DuerMessages as M } from '@portail/contracts';
import { descriptionOf } from '../../../../test-utils/description';
import { NameDialog } from './name-dialog';

const renderDialog = (initial = 'Chai') => {
  const onConfirm = jest.fn();
  render(
    <NameDialog
      title="Renommer l’unité de travail"
      label="Nom de l’unité de travail"
      initial={initial}
      confirmLabel="Renommer"
      onConfirm={onConfirm}
      onClose={() => undefined}
    />,
  );
  const dialog = within(screen.getByTestId('dialogue-nom'));
  const nom = dialog.getByLabelText('Nom de l’unité de travail') as HTMLInputElement;
  const bouton = dialog.getByRole('button', { name: 'Renommer' });
  const renommer = (value: string) =>
    act(async () => {
      fireEvent.change(nom, { target: { value } });
      // A click focuses the button in a browser (fireEvent does not).
      bouton.focus();
      fireEvent.click(bouton);
    });
  return { onConfirm, nom, renommer };
};

describe('NameDialog', () => {
  it('starts from the current name', () => {
    expect(renderDialog().nom.value).toBe('Chai');
  });

  it('refuses an empty or too long name with the contract’s message under the field, focused', async () => {
    const { onConfirm, nom, renommer } = renderDialog();
    await renommer('   ');
    expect([nom.getAttribute('aria-invalid'), descriptionOf(nom), document.activeElement === nom]).toEqual(['true', M.libelleRequis, true]);
    await renommer('x'.repeat(129));
    expect(descriptionOf(nom)).toBe(M.libelleTropLong);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends the trimmed name', async () => {
    const { onConfirm, renommer } = renderDialog();
    await renommer(' Cave ');
    expect(onConfirm).toHaveBeenCalledWith('Cave');
  });
});
