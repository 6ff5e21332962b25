import {
  downloadBoardDocumentRoute,
  downloadGedPaiesRoute,
  getBoardPreviewRoute,
  getInProgressPreviewRoute,
  getPreviewRoute,
  routePath,
  type GedDocument,
} from '@portail/contracts';

/** Types shown in the portal's viewer (spec 02 §9): pdf and images; the others only download. */
const PREVIEWABLE = new Set(['pdf', 'png', 'jpg', 'jpeg', 'bmp']);

export const canPreview = (doc: Pick<GedDocument, 'extension' | 'urlPreview'>) => PREVIEWABLE.has(doc.extension.toLowerCase()) && doc.urlPreview !== null;

/** A document of the waiting folder has its pages on the in-progress preview route. */
const isWaiting = (doc: Pick<GedDocument, 'codeGED'>) => doc.codeGED === 'attente';

/** A board minute (no dossier) is downloaded and previewed on the board's own routes. */
export const isBoardDocument = (doc: Pick<GedDocument, 'id' | 'urlWebdav'>) => doc.urlWebdav === routePath(downloadBoardDocumentRoute, { id: doc.id });

/** Image of one page (1-based); quality 'vignette' for thumbnails. */
export function previewUrl(doc: Pick<GedDocument, 'id' | 'codeGED' | 'urlWebdav'>, page: number, quality: 'normale' | 'vignette' = 'normale'): string {
  const route = isBoardDocument(doc) ? getBoardPreviewRoute : isWaiting(doc) ? getInProgressPreviewRoute : getPreviewRoute;
  const path = routePath(route, { id: doc.id, page });
  return quality === 'vignette' ? `${path}?quality=vignette` : path;
}

/** Every payslip of the month as one zip. */
export const payslipZipUrl = (codeDossier: string, year: string, month: string) => routePath(downloadGedPaiesRoute, { codeDossier, year, month });
