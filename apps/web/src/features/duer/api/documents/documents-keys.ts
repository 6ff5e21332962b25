export const duerDocumentsKeys = {
  /** Every annex list of the DUER, its own (module 0) and its modules', with their base annexes. */
  toutesAnnexes: (idDuer: number) => ['duer', idDuer, 'annexes'] as const,
  annexes: (idDuer: number, idDuerModule: number | null) => ['duer', idDuer, 'annexes', idDuerModule ?? 0] as const,
  baseAnnexes: (idDuer: number, idDuerModule: number | null) => ['duer', idDuer, 'annexes', idDuerModule ?? 0, 'base'] as const,
  /** The DUER's pages, with the base pages. */
  pages: (idDuer: number) => ['duer', idDuer, 'pages'] as const,
  basePages: (idDuer: number) => ['duer', idDuer, 'pages', 'base'] as const,
};
