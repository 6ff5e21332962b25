import { AppException } from '../../../common/app.exception';
import type { DossierContext } from '../../../common/request-user';

/** What the category rule needs of a folder. */
export interface VisibleFolder {
  categorieId: string | null;
  moduleRequis: string | null;
}

/**
 * The category visibility rule of the GED (design: one place, ged-core). Local stand-in until
 * ged-core's `requireVisible` is joined: it reads `categories` from the dossier context when the
 * access service provides it ('all' for gérants and staff), and the folder's required module.
 */
export function requireVisible(dossier: DossierContext & { categories?: string[] | 'all' }, folder: VisibleFolder): void {
  const categories = dossier.categories ?? 'all';
  if (categories !== 'all' && (!folder.categorieId || !categories.includes(folder.categorieId))) throw AppException.forbidden();
  if (folder.moduleRequis && !dossier.modules.includes(folder.moduleRequis)) throw AppException.forbidden();
}
