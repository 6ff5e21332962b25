import { RendezVousMessages as M } from '@portail/contracts';
import { addAttachments } from './attachments';

const f = (name: string, size = 10) => ({ name, size });

describe('addAttachments', () => {
  it('ignores names already listed and keeps at most 4 files', () => {
    const { files, errors } = addAttachments([f('a.pdf')], [f('a.pdf', 99), f('b.pdf'), f('c.pdf'), f('d.pdf'), f('e.pdf')]);
    expect(files.map((x) => x.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf']);
    expect(errors).toEqual(['Vous ne pouvez pas déposer plus de 4 fichiers']);
  });

  it('refuses empty files and files over 25 Mo', () => {
    const { files, errors } = addAttachments([], [f('vide.txt', 0), f('gros.pdf', 25 * 1024 * 1024 + 1), f('ok.txt')]);
    expect(files.map((x) => x.name)).toEqual(['ok.txt']);
    expect(errors).toEqual(['vide.txt : Le fichier est vide.', 'gros.pdf : Le fichier est trop volumineux, le poids maximal est 25 Mo']);
  });

  it('refuses the extensions the api refuses (scripts, web pages, no extension), with its message', () => {
    const { files, errors } = addAttachments([], [f('urgent.hta'), f('logo.svg'), f('connexion.html'), f('LISEZMOI'), f('Scan.JPG')]);
    expect(files.map((x) => x.name)).toEqual(['Scan.JPG']);
    expect(errors).toEqual(['urgent.hta', 'logo.svg', 'connexion.html', 'LISEZMOI'].map((n) => `${n} : ${M.typeFichierRefuse}`));
  });
});
