export const duerAuditKeys = {
  audit: (idDuer: number) => ['duer', idDuer, 'audit'] as const,
  categoriesRestantes: (idDuer: number) => ['duer', idDuer, 'audit', 'categories-restantes'] as const,
  questionsRestantes: (idDuer: number, idBaseCategorie: number) => ['duer', idDuer, 'audit', 'questions-restantes', idBaseCategorie] as const,
};
