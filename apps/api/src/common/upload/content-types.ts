/** The lower-cased extension of a file name, as the forms read it. */
export { fileExtension as extensionOf } from '@portail/contracts';

/**
 * Media types each extension's content may have (file-type's names; text formats have no signature:
 * text/plain). An extension missing here is never accepted.
 */
export const CONTENT_BY_EXTENSION: Readonly<Record<string, readonly string[]>> = {
  pdf: ['application/pdf'],
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  gif: ['image/gif'],
  bmp: ['image/bmp'],
  webp: ['image/webp'],
  heic: ['image/heic', 'image/heif'],
  heif: ['image/heif', 'image/heic'],
  tif: ['image/tiff'],
  tiff: ['image/tiff'],
  doc: ['application/x-cfb'],
  xls: ['application/x-cfb'],
  ppt: ['application/x-cfb'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  odt: ['application/vnd.oasis.opendocument.text'],
  ods: ['application/vnd.oasis.opendocument.spreadsheet'],
  odp: ['application/vnd.oasis.opendocument.presentation'],
  txt: ['text/plain'],
  csv: ['text/plain'],
  html: ['text/plain'],
  htm: ['text/plain'],
};

/** Whether a content of the sniffed type may bear the extension. */
export const contentMatches = (extension: string, sniffed: string): boolean => (CONTENT_BY_EXTENSION[extension] ?? []).includes(sniffed);

/** The type recorded for a content found acceptable for its extension. */
export function storedType(extension: string, sniffed: string): string {
  return sniffed === 'text/plain' && (extension === 'html' || extension === 'htm') ? 'text/html' : sniffed;
}
