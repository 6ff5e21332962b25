import {
  annexesEnAttente,
  deplacerAnnexe,
  deplacerPage,
  lignesPages,
  marquerSupprime,
  type PageEdition,
  payloadAnnexes,
  payloadPages,
  pagesEnAttente,
} from './documents-ordre';

const page = (id: number, ordre: number, estAvantRisques: boolean): PageEdition => ({
  id,
  ordre,
  estAvantRisques,
  ordreOriginal: ordre,
  estAvantRisquesOriginal: estAvantRisques,
  toDelete: false,
});
const ordre = (pages: PageEdition[]) => lignesPages(pages).map((l) => (l.kind === 'risques' ? 'RISQUES' : l.page.id));

describe('pages around LISTE DES RISQUES', () => {
  const pages = [page(3, 2, true), page(1, 1, true), page(6, 1, false), page(7, 2, false)];

  it('shows before-risk pages first by order, the pseudo-row, then the others', () => {
    expect(ordre(pages)).toEqual([1, 3, 'RISQUES', 6, 7]);
  });

  it('swaps neighbours on the same side', () => {
    const moved = deplacerPage(pages, 3, -1);
    expect(ordre(moved)).toEqual([3, 1, 'RISQUES', 6, 7]);
    expect(payloadPages(moved).toUpdate).toEqual([
      { id: 3, ordre: 1, estAvantRisques: true },
      { id: 1, ordre: 2, estAvantRisques: true },
    ]);
  });

  it('moving across the pseudo-row toggles the before-risks flag, both ways', () => {
    const down = deplacerPage(pages, 3, 1);
    expect(ordre(down)).toEqual([1, 'RISQUES', 3, 6, 7]);
    expect(down.find((p) => p.id === 3)).toMatchObject({ estAvantRisques: false, ordre: 1 });
    expect(down.find((p) => p.id === 6)).toMatchObject({ ordre: 2 });
    const up = deplacerPage(down, 3, -1);
    expect(ordre(up)).toEqual([1, 3, 'RISQUES', 6, 7]);
    expect(pagesEnAttente(up)).toBe(false);
  });

  it('does nothing at the ends, and leaves staged deletions out of the rows but in the payload', () => {
    expect(deplacerPage(pages, 1, -1)).toBe(pages);
    expect(deplacerPage(pages, 7, 1)).toBe(pages);
    const sans = pages.map((p) => (p.id === 1 ? { ...p, toDelete: true } : p));
    expect(ordre(sans)).toEqual([3, 'RISQUES', 6, 7]);
    expect(payloadPages(sans)).toEqual({ toUpdate: [], toDelete: [1] });
  });
});

describe('annex order', () => {
  const annexe = (id: number, numAnnexe: number) => ({ id, idLien: id * 10, numAnnexe, numOriginal: numAnnexe, toDelete: false });

  it('swaps numbers with the neighbour and sends only the changed ones', () => {
    const moved = deplacerAnnexe([annexe(1, 1), annexe(2, 2), annexe(3, 3)], 3, -1);
    expect(payloadAnnexes(moved, null)).toEqual({
      idDuerModule: null,
      numeros: [
        { id: 2, numAnnexe: 3 },
        { id: 3, numAnnexe: 2 },
      ],
      toDelete: [],
    });
  });

  it('renumbers duplicates 1..n before swapping', () => {
    const moved = deplacerAnnexe([annexe(1, 1), annexe(2, 1), annexe(3, 1)], 1, 1);
    expect(moved.map((a) => [a.id, a.numAnnexe])).toEqual([
      [1, 2],
      [2, 1],
      [3, 3],
    ]);
  });

  it('stages a deletion: pending, sent by its link id, not numbered again', () => {
    const annexes = [annexe(1, 1), annexe(2, 2)];
    expect(annexesEnAttente(annexes)).toBe(false);
    const sans = marquerSupprime(annexes, 2);
    expect(annexesEnAttente(sans)).toBe(true);
    expect(payloadAnnexes(sans, 5)).toEqual({ idDuerModule: 5, numeros: [], toDelete: [20] });
    expect(sans[0]).toBe(annexes[0]);
  });
});
