import { downloadGedDocumentRoute, routePath, type GedDocument } from '@portail/contracts';

/**
 * A document's download address (Content-Disposition: attachment): the address the api gives (a board minute has its
 * own route), else the document route. The one rule of the document store's lists and of the home's recent documents.
 */
export const downloadUrl = (doc: Pick<GedDocument, 'id' | 'urlWebdav'>) =>
  doc.urlWebdav.startsWith('/api/') ? doc.urlWebdav : routePath(downloadGedDocumentRoute, { id: doc.id });
