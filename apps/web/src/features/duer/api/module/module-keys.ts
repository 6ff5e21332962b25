export const duerModuleKeys = {
  module: (idDuer: number, idModule: number) => ['duer', idDuer, 'module', idModule] as const,
  historique: (idDuer: number, idModule: number) => ['duer', idDuer, 'module', idModule, 'historique'] as const,
  baseGroupes: (idDuer: number, idModule: number) => ['duer', idDuer, 'module', idModule, 'groupes-base'] as const,
  groupesDisponibles: (idDuer: number, texte: string, annee: number | null) => ['duer', idDuer, 'groupes-disponibles', texte, annee] as const,
  baseRisques: (idDuer: number, idGroupe: number) => ['duer', idDuer, 'groupe', idGroupe, 'risques-base'] as const,
  pictos: (idDuer: number) => ['duer', idDuer, 'pictos'] as const,
};
