/** Under ['duer', idDuer] like every screen of the DUER. */
export const duerTextesKeys = {
  preambule: (idDuer: number) => ['duer', idDuer, 'preambule'] as const,
  informationsGenerales: (idDuer: number) => ['duer', idDuer, 'informations-generales'] as const,
  pageDeGarde: (idDuer: number) => ['duer', idDuer, 'page-de-garde'] as const,
  gerants: (idDuer: number) => ['duer', idDuer, 'gerants'] as const,
};
