/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { DuerVersion, DuerVersionComparaison } from '@portail/contracts';
import { dossier, droits } from '../../../../test-utils/fixtures';
import { renderScreens } from '../../../../test-utils/render';
import { impressionKeys } from '../../api/impression/impression-keys';
import { CODE, ID_DUER, recordFetch } from '../../test/fixtures';
import DuerVersionsPage, { SCEAU } from './duer-versions-page';

const SHA1 = 'a'.repeat(56) + '0123abcd';
const SHA2 = 'f'.repeat(8) + 'b'.repeat(56);
const version = (id: number, numero: number, extra: Partial<DuerVersion> = {}): DuerVersion => ({
  id,
  idDuer: ID_DUER,
  annee: 2025,
  numero,
  imprimeLe: '2025-12-15T14:30:00Z',
  imprimePar: 'Marie Durand',
  parCollaborateur: false,
  sha256: SHA1,
  taille: 2_516_582,
  pages: 24,
  pdfa: false,
  conserverJusquAu: '2065-12-15',
  ...extra,
});
const V2 = version(8, 2, {
  annee: 2026,
  imprimeLe: '2026-11-20T09:05:00Z',
  imprimePar: 'Paul Conseil',
  parCollaborateur: true,
  sha256: SHA2,
  taille: 512_000,
  pdfa: true,
});
const V1 = version(5, 1);

const situe = (risque: string) => ({ uniteTravail: 'Chai', module: 'Vinification', operation: 'Pressurage', risque });
const COMPARAISON: DuerVersionComparaison = {
  de: V1,
  a: V2,
  risquesAjoutes: [{ ...situe('Chute de hauteur'), cotation: { score: 16, niveau: 'Préoccupant' } }],
  risquesRetires: [],
  risquesRecotes: [{ ...situe('Bruit'), avant: { score: 6, niveau: 'À surveiller' }, apres: { score: 2, niveau: 'Faible' } }],
  mesuresModifiees: [{ ...situe('Bruit'), champ: 'mesureAFaire', avant: 'Casques', apres: 'Casques antibruit fournis' }],
};

const member = droits([dossier({ codeDossier: CODE, modules: ['tool_duer'] })]);
function renderVersions(versions: DuerVersion[] | undefined, path = `/outils/duer/${ID_DUER}/versions`) {
  return renderScreens([{ path: '/outils/duer/:idDuer/versions', element: <DuerVersionsPage /> }], {
    path,
    droits: member,
    prime: (c) => {
      if (versions) c.setQueryData(impressionKeys.versions(ID_DUER), versions);
    },
  });
}

describe('/outils/duer/:idDuer/versions', () => {
  it('lists the sealed versions with date, author, size, retention date, shortened hash and download', () => {
    renderVersions([V2, V1]);
    const lignes = screen.getAllByTestId('version');
    const cellules = within(lignes[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cellules.slice(1, 8)).toEqual(['2', '2026', '20/11/2026 à 10:05', 'Paul Conseil Collaborateur', '24', '500 Ko', '15/12/2065']);
    expect(within(lignes[1]!).getAllByRole('cell')[6]!.textContent).toBe('2,4 Mo');
    expect(within(lignes[1]!).getAllByRole('cell')[4]!.textContent).toBe('Marie Durand ');
    const hash = within(lignes[1]!).getByTestId('sha256');
    expect(hash.textContent).toBe('aaaaaaaa…0123abcd');
    expect(hash.getAttribute('title')).toBe(SHA1);
    expect(hash.tagName).toBe('CODE');
    const lien = within(lignes[1]!).getByRole('link', { name: 'Télécharger' });
    expect(lien.getAttribute('href')).toBe(`/api/duer/${ID_DUER}/versions/5/fichier`);
    expect(lien.getAttribute('download')).toBe('DUER-2025-version-1.pdf');
    expect(screen.getByText(/conservée 40 ans/).textContent).toBe(
      'Chaque impression définitive du DUER est scellée et conservée 40 ans (article L4121-3-1 du code du travail) : elle ne peut être ni supprimée ni remplacée.',
    );
  });

  it('explains the seal and marks the PDF/A versions', () => {
    renderVersions([V2, V1]);
    expect(screen.getByText(/^Le sceau est/).textContent).toBe(SCEAU);
    expect(SCEAU).toContain('SHA-256');
    const [v2, v1] = screen.getAllByTestId('version');
    expect(within(v2!).getByText('PDF/A').getAttribute('title')).toBe('Format d’archivage PDF/A-2b');
    expect(within(v1!).queryByText('PDF/A')).toBeNull();
  });

  it('saves the hash as a .sha256 file that sha256sum -c reads', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:empreinte';
    });
    URL.revokeObjectURL = jest.fn();
    const noms: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      noms.push(this.download);
    });
    renderVersions([V2, V1]);
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger l’empreinte SHA-256 de la version n° 2 (.sha256)' }));
    expect(noms).toEqual(['DUER-2026-version-2.pdf.sha256']);
    // jsdom's Blob has no text(): read through FileReader.
    const texte = await new Promise<string>((resolve) => {
      const lecteur = new FileReader();
      lecteur.onload = () => resolve(String(lecteur.result));
      lecteur.readAsText(blobs[0]!);
    });
    expect(texte).toBe(`${SHA2}  DUER-2026-version-2.pdf\n`);
    click.mockRestore();
  });

  it('copies the full hash', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    renderVersions([V2, V1]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copier l’empreinte SHA-256 de la version n° 1' }));
    });
    expect(writeText).toHaveBeenCalledWith(SHA1);
  });

  it('compares two picked versions, the older first, and shows the four sections', async () => {
    const { location } = renderVersions([V2, V1]);
    const appels = recordFetch(undefined, (url) => (url.includes('/comparaison/') ? COMPARAISON : undefined));
    const comparer = screen.getByRole('button', { name: 'Comparer' });
    expect(comparer.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choisir la version n° 2 pour la comparaison' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choisir la version n° 1 pour la comparaison' }));
    fireEvent.click(comparer);
    const section = within(await screen.findByTestId('comparaison'));
    await section.findByText(/De la version n° 1/);
    expect(appels.map((a) => a.url).filter((u) => u.includes('/versions'))).toEqual([`/api/duer/${ID_DUER}/versions/5/comparaison/8`]);
    expect(location.search).toBe('?de=5&a=8');
    const region = (nom: RegExp) => within(section.getByRole('region', { name: nom }));
    expect(region(/^Risques ajoutés/).getByRole('listitem').textContent).toBe('Chute de hauteur (Chai › Vinification › Pressurage) 16 - Préoccupant');
    expect(
      region(/^Risques ajoutés/)
        .getByTestId('badge-risque')
        .getAttribute('data-niveau'),
    ).toBe('Préoccupant');
    expect(section.getByRole('region', { name: /^Risques retirés/ }).textContent).toBe('Risques retirés (0)Aucun changement');
    expect(
      region(/^Risques recotés/)
        .getAllByTestId('badge-risque')
        .map((b) => b.textContent),
    ).toEqual(['6 - À surveiller', '2 - Faible']);
    const mesures = region(/^Mesures modifiées/);
    expect(Array.from(mesures.getByRole('listitem').querySelectorAll('dt, dd')).map((e) => e.textContent)).toEqual([
      'Mesures à mettre en place avant',
      'Casques',
      'Mesures à mettre en place après',
      'Casques antibruit fournis',
    ]);
  });

  it('says there is no definitive version yet, with the legal keeping', () => {
    renderVersions([]);
    const vide = screen.getByTestId('liste-vide');
    expect(vide.textContent).toContain('Aucune version définitive');
    expect(vide.textContent).toContain('40 ans');
  });

  it('shows the loading state, then the error state', async () => {
    const { unmount } = renderVersions(undefined);
    expect(screen.getByTestId('chargement').textContent).toBe('Chargement des versions');
    unmount();
    renderScreens([{ path: '/outils/duer/:idDuer/versions', element: <DuerVersionsPage /> }], {
      path: `/outils/duer/${ID_DUER}/versions`,
      droits: member,
      prime: () => {
        global.fetch = (() =>
          Promise.resolve({ ok: false, status: 500, headers: { get: () => 'application/json' }, json: async () => ({}) })) as unknown as typeof fetch;
      },
    });
    expect((await screen.findByTestId('erreur-chargement')).textContent).toContain('Une erreur est survenue lors du chargement des versions.');
  });
});
