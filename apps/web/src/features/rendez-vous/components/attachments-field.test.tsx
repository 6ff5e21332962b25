/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { RDV_ACCEPT, RendezVousMessages as M } from '@portail/contracts';
import { AttachmentsField } from './attachments-field';

function Harness() {
  const [files, setFiles] = useState<File[]>([]);
  return <AttachmentsField files={files} onChange={setFiles} />;
}
const file = (name: string) => new File(['contenu'], name, { type: 'text/plain' });
const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText(/Pièces jointes/), { target: { files } });

describe('AttachmentsField', () => {
  it('lists the files with a Retirer button each, and forgets a refusal once a file is removed', () => {
    render(<Harness />);
    choose(file('a.txt'), file('b.txt'), file('c.txt'), file('d.txt'), file('e.txt'));
    expect(screen.getByTestId('rdv-fichiers-etat').textContent).toBe('4 fichiers choisis');
    expect(screen.getByRole('alert').textContent).toBe(M.tropDeFichiers(4));

    fireEvent.click(screen.getByRole('button', { name: 'Retirer a.txt' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('rdv-fichiers-etat').textContent).toBe('3 fichiers choisis');
  });

  it('offers only the extensions the api accepts and names a refused file', () => {
    render(<Harness />);
    expect(screen.getByLabelText(/Pièces jointes/).getAttribute('accept')).toBe(RDV_ACCEPT);
    choose(file('connexion.html'));
    expect(screen.getByRole('alert').textContent).toBe(`connexion.html : ${M.typeFichierRefuse}`);
    expect(screen.getByTestId('rdv-fichiers-etat').textContent).toBe('Aucun fichier choisi');
  });
});
