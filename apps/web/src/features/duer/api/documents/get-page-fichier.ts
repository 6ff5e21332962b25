import { getPageFichierRoute, routePath } from '@portail/contracts';

/** Spec 03 §7.1 path of a page's file; the flags are the caller's view, the api decides from the session. */
export const urlPage = (duerId: number, pageId: number, estCollaborateur: boolean, view: boolean, pageName: string) =>
  routePath(getPageFichierRoute, { pageId, duerId, isCollaborator: String(estCollaborateur), view: String(view), pageName: pageName || 'page' });
