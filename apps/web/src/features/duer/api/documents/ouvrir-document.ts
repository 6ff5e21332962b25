import { DuerDocumentsMessages as D, HEADER_APERCU_PDF } from '@portail/contracts';
import { toast } from 'sonner';
import { readHeaders } from '../../../../lib/api-client';
import { showInTab } from '../../../../lib/document-download';
import { saveBlob } from '../../../../lib/save-file';
import { showFlash } from '../../../../lib/flash';

/**
 * Downloads (vue false) or opens in a new tab (vue true) a document (urlAnnexe, urlPage). A plain-text answer means no
 * document is attached: its message shows. A view the server could not convert comes as the original, downloaded, with a note.
 */
export async function ouvrirDocument(url: string, nom: string, vue: boolean): Promise<void> {
  const onglet = vue ? window.open('', '_blank') : null;
  try {
    const res = await fetch(url, { credentials: 'include', headers: readHeaders() });
    if (!res.ok) throw new Error(String(res.status));
    if ((res.headers.get('content-type') ?? '').startsWith('text/plain')) {
      onglet?.close();
      toast.info(await res.text());
      return;
    }
    const blob = await res.blob();
    if (vue && !res.headers.get(HEADER_APERCU_PDF) && onglet) {
      showInTab(onglet, blob);
      return;
    }
    onglet?.close();
    if (res.headers.get(HEADER_APERCU_PDF)) toast.info(D.apercuIndisponible);
    saveBlob(blob, nom);
  } catch {
    onglet?.close();
    showFlash('error', D.chargementDocuments);
  }
}
