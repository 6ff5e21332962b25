import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type BasePicto, DuerMessages as M, type DuerRisque } from '@portail/contracts';
import type { Repository } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { TransactionRunner } from '../../common/transaction';
import { DuerModuleEntity } from './duer.entity';
import type { DuerContexte } from './duer-faits';
import { DuerModuleDetailService } from './duer-module-detail.service';

export interface PictosUpdate {
  ajouts: { description: string; idBasePicto: number }[];
  suppressions: number[];
  modifications: { id: number; description: string }[];
}

/** Pictograms of a risk (spec 03 §2.4, §3.6, §7.3 UpdateDuerPictos). */
@Injectable()
export class DuerPictosService {
  constructor(
    @InjectRepository(DuerModuleEntity) private readonly repo: Repository<DuerModuleEntity>,
    private readonly transactions: TransactionRunner,
    private readonly detail: DuerModuleDetailService,
  ) {}

  async base(): Promise<BasePicto[]> {
    const rows: { id: number; nom: string; type_mime: string; image: string }[] = await this.repo.query(
      'SELECT id, nom, type_mime, image FROM duer_base_picto ORDER BY ordre, nom, id',
    );
    return rows.map((p) => ({ id: p.id, nom: p.nom, typeMime: p.type_mime, imageBase64: p.image }));
  }

  /** Additions, deletions and description changes on that risk only (ids of other risks: 404); one transaction. */
  update(ctx: DuerContexte, idRisque: number, body: PictosUpdate): Promise<DuerRisque> {
    return this.transactions.run(async (tx) => {
      await this.detail.risqueOf(ctx.duer.id, idRisque, tx);
      const ids = [...new Set([...body.suppressions, ...body.modifications.map((m) => m.id)])];
      if (ids.length) {
        const [{ n }]: { n: number }[] = await tx.query('SELECT count(*)::int AS n FROM duer_picto WHERE id_duer_risque = $1 AND id = ANY($2)', [
          idRisque,
          ids,
        ]);
        if (n !== ids.length) throw AppException.notFound(M.elementIntrouvable);
      }
      const bases = [...new Set(body.ajouts.map((a) => a.idBasePicto))];
      if (bases.length) {
        const [{ n }]: { n: number }[] = await tx.query('SELECT count(*)::int AS n FROM duer_base_picto WHERE id = ANY($1)', [bases]);
        if (n !== bases.length) throw AppException.notFound(M.elementIntrouvable);
      }
      if (body.suppressions.length) await tx.query('DELETE FROM duer_picto WHERE id_duer_risque = $1 AND id = ANY($2)', [idRisque, body.suppressions]);
      for (const m of body.modifications) {
        await tx.query('UPDATE duer_picto SET description = $3 WHERE id = $1 AND id_duer_risque = $2', [m.id, idRisque, m.description]);
      }
      for (const a of body.ajouts) {
        await tx.query('INSERT INTO duer_picto (id_duer_risque, id_base_picto, description) VALUES ($1, $2, $3)', [idRisque, a.idBasePicto, a.description]);
      }
      return this.detail.risque(ctx, idRisque, tx);
    });
  }
}
