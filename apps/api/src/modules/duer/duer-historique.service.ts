import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { HistoriqueModule } from '@portail/contracts';
import type { Repository } from 'typeorm';
import { DuerModuleEntity } from './duer.entity';
import type { DuerContexte } from './duer-faits';
import { DuerModuleDetailService } from './duer-module-detail.service';

type Ligne = HistoriqueModule['historiqueCollaborateur'][number];
type NomColonne = Ligne['colonnes'][number]['nomColonne'];

/** Field history of a module's risks (spec 03 §3.8), advisers only (the route's rule): per risk and column, newest first, split by who wrote. */
@Injectable()
export class DuerHistoriqueService {
  constructor(
    @InjectRepository(DuerModuleEntity) private readonly repo: Repository<DuerModuleEntity>,
    private readonly detail: DuerModuleDetailService,
  ) {}

  async module({ duer }: DuerContexte, idModule: number): Promise<HistoriqueModule> {
    await this.detail.moduleOf(duer.id, idModule);
    const rows: { id_duer_risque: number; colonne: NomColonne; valeur: string | null; date_modification: Date; par_collaborateur: boolean }[] =
      await this.repo.query(
        `SELECT h.id_duer_risque, h.colonne, h.valeur, h.date_modification, h.par_collaborateur
           FROM duer_historique h JOIN duer_risque r ON r.id = h.id_duer_risque JOIN duer_groupe g ON g.id = r.id_duer_groupe
          WHERE g.id_duer_module = $1 ORDER BY h.id_duer_risque, h.date_modification DESC, h.id DESC`,
        [idModule],
      );
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
