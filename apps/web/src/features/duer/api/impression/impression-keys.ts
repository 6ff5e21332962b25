/**
 * Prints and versions sit apart from ['duer', idDuer]: an edit of the DUER's structure does not change them (the
 * list polls itself while a print runs), and a finished definitive print refreshes the DUER explicitly.
 */
export const impressionKeys = {
  liste: (idDuer: number) => ['duer-impression', idDuer, 'impressions'] as const,
  statut: (idDuer: number, idImpression: string) => ['duer-impression', idDuer, 'impressions', idImpression] as const,
  versions: (idDuer: number) => ['duer-impression', idDuer, 'versions'] as const,
  comparaison: (idDuer: number, idVersion: number, idAutreVersion: number) => ['duer-impression', idDuer, 'versions', idVersion, idAutreVersion] as const,
};
