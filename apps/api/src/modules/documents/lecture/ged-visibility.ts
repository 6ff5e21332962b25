import type { DossierContext } from '../../../common/request-user';
import type { SqlParams } from './sql-params';

/** Who looks at a dossier's document store: the guard's dossier context. */
export type GedViewer = Pick<DossierContext, 'codeDossier' | 'categories' | 'modules'>;

/**
 * THE visibility rule of the document store, the only place it is written: a folder (ged_noeud
 * aliased `n`) of the viewer's dossier shows its documents iff
 * - its category is one the viewer holds on the dossier (descendants included; 'all' for the gérant and staff),
 * - its required module (vendanges: droit_izipaie) is held,
 * - its store is open to the viewer: 'documents' needs mod_documents, 'factures' needs mod_factures,
 * - it belongs to the dossier's kind of store: particular-customer folders (cderParticulier) only
 *   for dossiers without non_cder_particulier, the others only for dossiers with it.
 * Every list, count, search, recent box, metadata, download, view, zip and preview goes through it.
 */
export function visibleFolderSql(viewer: GedViewer, params: SqlParams, n = 'n'): string {
  const held = (module: string) => viewer.modules.includes(module);
  const conditions = [
    `${n}.espace = 'dossier'`,
    `${n}.code_dossier = ${params.add(viewer.codeDossier)}`,
    `(${n}.module_requis IS NULL OR ${n}.module_requis = ANY(${params.add(viewer.modules)}::text[]))`,
    `${n}.cder_particulier = ${held('non_cder_particulier') ? 'false' : 'true'}`,
  ];
  if (viewer.categories !== 'all') conditions.push(`${n}.categorie_id = ANY(${params.add(viewer.categories)}::text[])`);
  if (!held('mod_documents')) conditions.push(`${n}.store <> 'documents'`);
  if (!held('mod_factures')) conditions.push(`${n}.store <> 'factures'`);
  return `(${conditions.join(' AND ')})`;
}

/** The folders of this store the dossier has put in maintenance (maintenanceGedDocument / maintenanceGedFacture). */
export function inMaintenance(viewer: Pick<DossierContext, 'modules'>, store: 'documents' | 'factures'): boolean {
  return viewer.modules.includes(store === 'documents' ? 'maintenanceGedDocument' : 'maintenanceGedFacture');
}
