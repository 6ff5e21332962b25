import { ID_LISTE_DES_RISQUES } from '@portail/contracts';

/** A row of a documents screen: staged deletions are sent at the next save. */
export interface DocumentEdition {
  id: number;
  toDelete: boolean;
}

/** Stages the deletion of one row. */
export const marquerSupprime = <L extends DocumentEdition>(lignes: L[], id: number): L[] => lignes.map((l) => (l.id === id ? { ...l, toDelete: true } : l));

/** Something to save: a staged deletion or a row that `modifiee` says changed. */
const enAttente = <L extends DocumentEdition>(lignes: L[], modifiee: (l: L) => boolean) => lignes.some((l) => l.toDelete || modifiee(l));

/** A page as the screen edits it: the order and side it had when loaded, and a staged deletion. */
export interface PageEdition extends DocumentEdition {
  ordre: number;
  estAvantRisques: boolean;
  ordreOriginal: number;
  estAvantRisquesOriginal: boolean;
}

export type LignePages<P extends PageEdition> = { kind: 'page'; page: P } | { kind: 'risques'; id: typeof ID_LISTE_DES_RISQUES };

const parOrdre = <P extends PageEdition>(a: P, b: P) => a.ordre - b.ordre || a.id - b.id;

/** Rows shown: pages before the risks by order, the 'LISTE DES RISQUES' row, pages after (spec 03 §2.6, §4). */
export function lignesPages<P extends PageEdition>(pages: P[]): LignePages<P>[] {
  const visibles = pages.filter((p) => !p.toDelete);
  return [
    ...visibles
      .filter((p) => p.estAvantRisques)
      .sort(parOrdre)
      .map((page) => ({ kind: 'page' as const, page })),
    { kind: 'risques' as const, id: ID_LISTE_DES_RISQUES },
    ...visibles
      .filter((p) => !p.estAvantRisques)
      .sort(parOrdre)
      .map((page) => ({ kind: 'page' as const, page })),
  ];
}

/**
 * Moves a page one row up (-1) or down (+1): it swaps places with its neighbour; moving across 'LISTE DES RISQUES'
 * toggles its before-risks flag instead. Each side is then numbered 1..n.
 */
export function deplacerPage<P extends PageEdition>(pages: P[], id: number, sens: -1 | 1): P[] {
  const lignes = lignesPages(pages);
  const i = lignes.findIndex((l) => l.kind === 'page' && l.page.id === id);
  const j = i + sens;
  if (i < 0 || j < 0 || j >= lignes.length) return pages;
  [lignes[i], lignes[j]] = [lignes[j], lignes[i]];
  const places = new Map<number, { ordre: number; estAvantRisques: boolean }>();
  let avant = true;
  let n = 0;
  for (const l of lignes) {
    if (l.kind === 'risques') {
      avant = false;
      n = 0;
    } else places.set(l.page.id, { ordre: ++n, estAvantRisques: avant });
  }
  return pages.map((p) => (places.has(p.id) ? { ...p, ...places.get(p.id)! } : p));
}

export const pageModifiee = (p: PageEdition) => !p.toDelete && (p.ordre !== p.ordreOriginal || p.estAvantRisques !== p.estAvantRisquesOriginal);

/** UpdateDuerPages: only what changed. */
export function payloadPages(pages: PageEdition[]) {
  return {
    toUpdate: pages.filter(pageModifiee).map((p) => ({ id: p.id, ordre: p.ordre, estAvantRisques: p.estAvantRisques })),
    toDelete: pages.filter((p) => p.toDelete).map((p) => p.id),
  };
}

export const pagesEnAttente = (pages: PageEdition[]) => enAttente(pages, pageModifiee);

/** An annex as the screen edits it. */
export interface AnnexeEdition extends DocumentEdition {
  idLien: number;
  numAnnexe: number;
  numOriginal: number;
}

/** Swaps the number with the neighbour; duplicate numbers are first renumbered 1..n (spec 03 §4). */
export function deplacerAnnexe<A extends AnnexeEdition>(annexes: A[], id: number, sens: -1 | 1): A[] {
  let liste = annexes.filter((a) => !a.toDelete).sort((a, b) => a.numAnnexe - b.numAnnexe || a.id - b.id);
  if (new Set(liste.map((a) => a.numAnnexe)).size !== liste.length) liste = liste.map((a, k) => ({ ...a, numAnnexe: k + 1 }));
  const i = liste.findIndex((a) => a.id === id);
  const j = i + sens;
  if (i < 0 || j < 0 || j >= liste.length) return annexes;
  const [x, y] = [liste[i], liste[j]];
  const nums = new Map(liste.map((a) => [a.id, a.numAnnexe]));
  nums.set(x.id, y.numAnnexe);
  nums.set(y.id, x.numAnnexe);
  return annexes.map((a) => (nums.has(a.id) ? { ...a, numAnnexe: nums.get(a.id)! } : a));
}

const annexeModifiee = (a: AnnexeEdition) => !a.toDelete && a.numAnnexe !== a.numOriginal;

export function payloadAnnexes(annexes: AnnexeEdition[], idDuerModule: number | null) {
  return {
    idDuerModule,
    numeros: annexes.filter(annexeModifiee).map((a) => ({ id: a.id, numAnnexe: a.numAnnexe })),
    toDelete: annexes.filter((a) => a.toDelete).map((a) => a.idLien),
  };
}

export const annexesEnAttente = (annexes: AnnexeEdition[]) => enAttente(annexes, annexeModifiee);
