import { Injectable } from '@nestjs/common';
import { type BasePicto, DuerMessages as M, type DuerRisque } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { TransactionRunner } from '../../common/transaction';
import type { DuerContexte } from './duer-faits';
import { DuerModuleDetailService } from './duer-module-detail.service';
import { DuerPictosRepository } from './duer-pictos.repository';

export interface PictosUpdate {
  ajouts: { description: string; idBasePicto: number }[];
  suppressions: number[];
  modifications: { id: number; description: string }[];
}

/** Pictograms of a risk (spec 03 §2.4, §3.6, §7.3 UpdateDuerPictos). */
@Injectable()
export class DuerPictosService {
  constructor(
    private readonly pictos: DuerPictosRepository,
    private readonly transactions: TransactionRunner,
    private readonly detail: DuerModuleDetailService,
  ) {}

  async base(): Promise<BasePicto[]> {
    const rows = await this.pictos.bases();
    return rows.map((p) => ({ id: p.id, nom: p.nom, typeMime: p.type_mime, imageBase64: p.image }));
  }

  /** Additions, deletions and description changes on that risk only (ids of other risks: 404); one transaction. */
  update(ctx: DuerContexte, idRisque: number, body: PictosUpdate): Promise<DuerRisque> {
    return this.transactions.run(async (tx) => {
      await this.detail.risqueOf(ctx.duer.id, idRisque, tx);
      const ids = [...new Set([...body.suppressions, ...body.modifications.map((m) => m.id)])];
      if (ids.length) {
        if ((await this.pictos.nombreDuRisque(idRisque, ids, tx)) !== ids.length) throw AppException.notFound(M.elementIntrouvable);
      }
      const bases = [...new Set(body.ajouts.map((a) => a.idBasePicto))];
      if (bases.length) {
        if ((await this.pictos.nombreBases(bases, tx)) !== bases.length) throw AppException.notFound(M.elementIntrouvable);
      }
      if (body.suppressions.length) await this.pictos.delete(idRisque, body.suppressions, tx);
      for (const m of body.modifications) {
        await this.pictos.setDescription(m.id, idRisque, m.description, tx);
      }
      for (const a of body.ajouts) {
        await this.pictos.insert(idRisque, a.idBasePicto, a.description, tx);
      }
      return this.detail.risque(ctx, idRisque, tx);
    });
  }
}
