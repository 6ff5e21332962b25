import { GED_ICONS } from '@portail/contracts';

const KNOWN = new Set<string>(GED_ICONS);

/** The type badge of a document (pdf, docx, xlsx, png…, html for pages the firm files); decorative. */
export function FileIcon({ extension }: { extension: string }) {
  const ext = extension.toLowerCase();
  const known = KNOWN.has(ext);
  return (
    <span className={`icone-fichier icone-fichier--${known ? ext : 'autre'}`} aria-hidden="true">
      {known ? ext : 'fichier'}
    </span>
  );
}
