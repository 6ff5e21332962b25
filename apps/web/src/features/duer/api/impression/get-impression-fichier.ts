import { getImpressionFichierRoute, routePath } from '@portail/contracts';

/** GET path of a finished print's PDF, opened by a link. */
export const urlImpressionPdf = (idDuer: number, idImpression: string) => routePath(getImpressionFichierRoute, { idDuer, idImpression });
