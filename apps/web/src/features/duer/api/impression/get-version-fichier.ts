import { getVersionFichierRoute, routePath } from '@portail/contracts';

/** GET path of a sealed version's PDF, opened by a link. */
export const urlVersionPdf = (idDuer: number, idVersion: number) => routePath(getVersionFichierRoute, { idDuer, idVersion });
