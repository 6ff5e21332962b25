import { getAnnexeFichierRoute, routePath } from '@portail/contracts';

/** Spec 03 §7.1 path of an annex's file; the flags are the caller's view, the api decides from the session. */
export const urlAnnexe = (idDuer: number, annexId: number, estCollaborateur: boolean, asPdf: boolean, name: string) =>
  routePath(getAnnexeFichierRoute, { annexId, idDuer, isAdvisor: String(estCollaborateur), asPdf: String(asPdf), name: name || 'annexe' });
