import { downloadGedDocumentRoute, routePath, type GedDocument } from '@portail/contracts';

/**
 * A document's download address (Content-Disposition: attachment): the address the api gives (a board minute has its
 * own route), else the document route. The one rule of the document store's lists and of the home's recent documents.
 */
export const downloadUrl = (doc: Pick<GedDocument, 'id' | 'urlWebdav'>) =>
  doc.urlWebdav.startsWith('/api/') ? doc.urlWebdav : routePath(downloadGedDocumentRoute, { id: doc.id });

/**
 * Shows a file fetched in the browser in a tab the click opened before the fetch (opened later, the pop-up blocker would
 * stop it). The object URL is not revoked: the tab's viewer may read it again to save or print it.
 */
export function showInTab(tab: Window, file: Blob): void {
  tab.location.href = URL.createObjectURL(file);
}
