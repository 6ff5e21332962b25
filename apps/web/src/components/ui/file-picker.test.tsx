/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { chosenFilesLabel, FilePicker } from './file-picker';

describe('FilePicker', () => {
  it('speaks French instead of the browser’s Choose Files / No file chosen', () => {
    render(<FilePicker id="pj" label="Pièces jointes" count={0} multiple onFiles={() => undefined} />);
    expect(screen.getByText('Choisir des fichiers').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('pj-etat').textContent).toBe('Aucun fichier choisi');
    const input = screen.getByLabelText('Pièces jointes') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
  });

  it('hands over the chosen files and empties the input for the next choice', () => {
    const onFiles = jest.fn();
    render(<FilePicker id="pj" label="Pièces jointes" count={0} onFiles={onFiles} />);
    const input = screen.getByLabelText('Pièces jointes') as HTMLInputElement;
    const file = new File(['%PDF'], 'bilan.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(input.value).toBe('');
    expect(screen.getByText('Choisir un fichier').getAttribute('aria-hidden')).toBe('true');
  });

  it('counts the chosen files', () => {
    expect(chosenFilesLabel(1)).toBe('1 fichier choisi');
    expect(chosenFilesLabel(3)).toBe('3 fichiers choisis');
  });
});
