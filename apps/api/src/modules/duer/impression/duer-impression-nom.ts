/** The PDF's name: `DUER <raison sociale> <année>[ provisoire].pdf`, without characters a file name cannot hold. */
export function nomImpression(raisonSociale: string, annee: number, temporaire: boolean): string {
  const raison = raisonSociale
    .replace(/[\\/:*?"<>|]|\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `DUER ${raison} ${annee}${temporaire ? ' provisoire' : ''}.pdf`;
}

/** Blob key of a print's PDF. */
export const impressionBlobKey = (idImpression: string): string => `duer/impressions/${idImpression}.pdf`;
