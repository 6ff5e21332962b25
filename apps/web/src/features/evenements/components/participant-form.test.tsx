/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { EvenementsMessages as M } from '@portail/contracts';
import { descriptionOf } from '../../../test-utils/description';
import { emptyDraft } from '../utils/registration-rules';
import { ParticipantForm } from './participant-form';

const renderForm = () => {
  const onValidate = jest.fn();
  render(<ParticipantForm index={0} initial={emptyDraft()} onValidate={onValidate} onRemove={() => undefined} />);
  return onValidate;
};
const valider = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Valider' })));
const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ParticipantForm', () => {
  it('refuses an invalid participant with the contract’s messages under the fields, the first one focused', async () => {
    const onValidate = renderForm();
    change('Email', 'pas-un-mail');
    change('Téléphone', '0123');
    await valider();
    const nom = screen.getByLabelText('Nom');
    expect([nom.getAttribute('aria-invalid'), descriptionOf(nom), document.activeElement === nom]).toEqual(['true', M.nomObligatoire, true]);
    expect(['Prénom', 'Email', 'Téléphone'].map((label) => descriptionOf(screen.getByLabelText(label)))).toEqual([
      M.prenomObligatoire,
      M.emailInvalide,
      M.telInvalide,
    ]);
    expect(onValidate).not.toHaveBeenCalled();
  });

  it('follows the corrections once submitted, then hands the draft over as typed', async () => {
    const onValidate = renderForm();
    await valider();
    await act(async () => change('Nom', 'Durand '));
    expect(screen.getByLabelText('Nom').getAttribute('aria-invalid')).toBe('false');
    expect(descriptionOf(screen.getByLabelText('Prénom'))).toBe(M.prenomObligatoire);
    change('Prénom', 'Léa');
    change('Email', 'lea.durand@exemple.fr');
    change('Téléphone', '06.12.34.56.78');
    change('Participe', '');
    await valider();
    expect(onValidate).toHaveBeenCalledWith({
      nom: 'Durand ',
      prenom: 'Léa',
      email: 'lea.durand@exemple.fr',
      tel: '06.12.34.56.78',
      participe: null,
      commentaire: '',
    });
  });
});
