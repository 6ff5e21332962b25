import { Injectable } from '@nestjs/common';
import type { HistoriquePageSchema, HistoriqueQuerySchema, TypeFichier } from '@portail/contracts';
import type { z } from 'zod';
import type { DossierContext } from '../../../common/request-user';
import { GedEnvoiRepository } from './ged-envoi.repository';

type HistoriqueQuery = z.output<typeof HistoriqueQuerySchema>;
type HistoriquePage = z.output<typeof HistoriquePageSchema>;

const TAB_TYPES: Record<HistoriqueQuery['type'], TypeFichier[]> = {
  all: ['AUTRESDOCS', 'PAIE', 'FACTURES'],
  documents: ['AUTRESDOCS', 'PAIE'],
  factures: ['FACTURES'],
};

/** The dossier's upload history (/ged/historique), newest first, limited to the kinds of upload the person may see. */
@Injectable()
export class GedHistoriqueService {
  constructor(private readonly envois: GedEnvoiRepository) {}

  async page(dossier: DossierContext, query: HistoriqueQuery): Promise<HistoriquePage> {
    const visible = visibleTypes(dossier);
    const types = TAB_TYPES[query.type].filter((t) => visible.has(t));
    if (types.length === 0) return { data: [], page: query.page, size: query.size, total: 0 };
    const [rows, total] = await this.envois.page(dossier.codeDossier, types, query.page, query.size);
    return {
      data: rows.map((r) => ({ id: r.id, nomFichier: r.nomFichier, dateEnvoi: r.dateEnvoi.toISOString(), typeFichier: r.typeFichier })),
      page: query.page,
      size: query.size,
      total,
    };
  }
}

/**
 * Invoices with mod_factures, documents with mod_documents; payslip material only for holders of the
 * social documents (the dossier's categories once the access service gives them, everything before).
 */
function visibleTypes(dossier: DossierContext): Set<TypeFichier> {
  const held = new Set(dossier.modules);
  const categories = (dossier as DossierContext & { categories?: string[] | 'all' }).categories;
  const social = categories === undefined || categories === 'all' || categories.includes('mesDocs_social');
  const types = new Set<TypeFichier>();
  if (held.has('mod_factures')) types.add('FACTURES');
  if (held.has('mod_documents')) types.add('AUTRESDOCS');
  if (held.has('mod_documents') && social) types.add('PAIE');
  return types;
}
