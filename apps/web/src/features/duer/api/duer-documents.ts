import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  addAnnexeRoute,
  addPageRoute,
  type AnnexesEnregistrement,
  DuerDocumentsMessages as D,
  getAnnexeFichierRoute,
  getAnnexesRoute,
  getBaseAnnexesRoute,
  getBasePagesRoute,
  getModuleAnnexesRoute,
  getModuleBaseAnnexesRoute,
  getPageFichierRoute,
  getPagesRoute,
  HEADER_APERCU_PDF,
  type PagesEnregistrement,
  replaceAnnexeFichierRoute,
  replacePageFichierRoute,
  routePath,
  saveAnnexesRoute,
  savePagesRoute,
  uploadAnnexeRoute,
  uploadPageRoute,
} from '@portail/contracts';
import { toast } from 'sonner';
import { call, readHeaders } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { saveBlob } from '../../../lib/save-file';
import { showFlash } from '../../../lib/flash';

export const duerDocumentsKeys = {
  annexes: (idDuer: number, idDuerModule: number | null) => ['duer', idDuer, 'annexes', idDuerModule ?? 0] as const,
  baseAnnexes: (idDuer: number, idDuerModule: number | null) => ['duer', idDuer, 'annexes', idDuerModule ?? 0, 'base'] as const,
  pages: (idDuer: number) => ['duer', idDuer, 'pages'] as const,
  basePages: (idDuer: number) => ['duer', idDuer, 'pages', 'base'] as const,
};

/** DuerAnnexesFetch (module null) or DuerAnnexesModuleFetch. */
export const annexesQueryOptions = (idDuer: number, idDuerModule: number | null) =>
  queryOptions({
    queryKey: duerDocumentsKeys.annexes(idDuer, idDuerModule),
    queryFn: () => (idDuerModule === null ? call(getAnnexesRoute, { params: { idDuer } }) : call(getModuleAnnexesRoute, { params: { idDuer, idDuerModule } })),
  });
export const useAnnexes = (idDuer: number, idDuerModule: number | null) => useQuery(annexesQueryOptions(idDuer, idDuerModule));

export const baseAnnexesQueryOptions = (idDuer: number, idDuerModule: number | null) =>
  queryOptions({
    queryKey: duerDocumentsKeys.baseAnnexes(idDuer, idDuerModule),
    queryFn: () =>
      idDuerModule === null ? call(getBaseAnnexesRoute, { params: { idDuer } }) : call(getModuleBaseAnnexesRoute, { params: { idDuer, idDuerModule } }),
  });

export const pagesQueryOptions = (idDuer: number) =>
  queryOptions({ queryKey: duerDocumentsKeys.pages(idDuer), queryFn: () => call(getPagesRoute, { params: { idDuer } }) });
export const usePages = (idDuer: number) => useQuery(pagesQueryOptions(idDuer));
export const basePagesQueryOptions = (idDuer: number) =>
  queryOptions({ queryKey: duerDocumentsKeys.basePages(idDuer), queryFn: () => call(getBasePagesRoute, { params: { idDuer } }) });

const formulaire = (fields: Record<string, string | undefined>, file: File) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.append(k, v);
  body.append('files', file);
  return body;
};

export const uploadAnnexe = (idDuer: number, nom: string, idDuerModule: number | null, file: File) =>
  uploadWithProgress(uploadAnnexeRoute, {
    params: { idDuer },
    body: formulaire({ nom, idDuerModule: idDuerModule === null ? undefined : String(idDuerModule) }, file),
  });
export const addAnnexe = (idDuer: number, idBaseAnnexe: number, idDuerModule: number | null) =>
  call(addAnnexeRoute, { params: { idDuer }, body: { idBaseAnnexe, idDuerModule } });
export const saveAnnexes = (idDuer: number, body: AnnexesEnregistrement) => call(saveAnnexesRoute, { params: { idDuer }, body });
export const replaceAnnexeFichier = (idDuer: number, idBaseAnnexe: number, file: File) =>
  uploadWithProgress(replaceAnnexeFichierRoute, { params: { idDuer, idBaseAnnexe }, body: formulaire({}, file) });

export const uploadPage = (idDuer: number, nom: string, file: File) =>
  uploadWithProgress(uploadPageRoute, { params: { idDuer }, body: formulaire({ nom }, file) });
export const addPage = (idDuer: number, idBasePage: number) => call(addPageRoute, { params: { idDuer }, body: { idBasePage } });
export const savePages = (idDuer: number, body: PagesEnregistrement) => call(savePagesRoute, { params: { idDuer }, body });
export const replacePageFichier = (idDuer: number, idBasePage: number, file: File) =>
  uploadWithProgress(replacePageFichierRoute, { params: { idDuer, idBasePage }, body: formulaire({}, file) });

/** Spec 03 §7.1 paths; the flags are the caller's view, the api decides from the session. */
export const urlAnnexe = (idDuer: number, annexId: number, estCollaborateur: boolean, asPdf: boolean, name: string) =>
  routePath(getAnnexeFichierRoute, { annexId, idDuer, isAdvisor: String(estCollaborateur), asPdf: String(asPdf), name: name || 'annexe' });
export const urlPage = (duerId: number, pageId: number, estCollaborateur: boolean, view: boolean, pageName: string) =>
  routePath(getPageFichierRoute, { pageId, duerId, isCollaborator: String(estCollaborateur), view: String(view), pageName: pageName || 'page' });

/**
 * Downloads (vue false) or opens in a new tab (vue true) a document. A plain-text answer means no document is
 * attached: its message shows. A view the server could not convert comes as the original, downloaded, with a note.
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
      onglet.location.href = URL.createObjectURL(blob);
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
