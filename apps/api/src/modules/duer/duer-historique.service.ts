import { Injectable } from '@nestjs/common';
import type { HistoriqueModule } from '@portail/contracts';
import type { DuerContexte } from './duer-faits';
import { DuerHistoriqueRepository } from './duer-historique.repository';
import { DuerModuleDetailService } from './duer-module-detail.service';

type Ligne = HistoriqueModule['historiqueCollaborateur'][number];
type NomColonne = Ligne['colonnes'][number]['nomColonne'];

/** Field history of a module's risks (spec 03 §3.8), advisers only (the route's rule): per risk and column, newest first, split by who wrote. */
@Injectable()
export class DuerHistoriqueService {
  constructor(
    private readonly historique: DuerHistoriqueRepository,
    private readonly detail: DuerModuleDetailService,
  ) {}

  async module({ duer }: DuerContexte, idModule: number): Promise<HistoriqueModule> {
    await this.detail.moduleOf(duer.id, idModule);
    const rows = await this.historique.duModule(idModule);
    return {
      historiqueCollaborateur: lignes(rows.filter((r) => r.par_collaborateur)),
      historiqueAdherent: lignes(rows.filter((r) => !r.par_collaborateur)),
    };
  }
}

function lignes(rows: { id_duer_risque: number; colonne: NomColonne; valeur: string | null; date_modification: Date }[]): Ligne[] {
  const parLigne = new Map<number, Map<NomColonne, Ligne['colonnes'][number]['donnees']>>();
  for (const r of rows) {
    const colonnes = parLigne.get(r.id_duer_risque) ?? new Map<NomColonne, Ligne['colonnes'][number]['donnees']>();
    parLigne.set(r.id_duer_risque, colonnes);
    const donnees = colonnes.get(r.colonne) ?? [];
    colonnes.set(r.colonne, donnees);
    donnees.push({ dateModification: new Date(r.date_modification).toISOString(), valeur: r.valeur });
  }
  return [...parLigne].map(([idLigne, colonnes]) => ({ idLigne, colonnes: [...colonnes].map(([nomColonne, donnees]) => ({ nomColonne, donnees })) }));
}
