import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { INFORMATIONS_GENERALES_CHAMPS, type InformationsGenerales, type InformationsGeneralesEnregistrement } from '@portail/contracts';
import type { EntityManager, Repository } from 'typeorm';
import { toDuerDto } from '../duer-dto';
import { DuerEcritureService } from '../duer-ecriture.service';
import type { DuerContexte } from '../duer-faits';
import { DuerInformationsGenerales } from './duer-informations-generales.entity';

/** General information (spec 03 §2.9): nine free-text fields; saving needs the modify right. */
@Injectable()
export class DuerInformationsGeneralesService {
  constructor(
    @InjectRepository(DuerInformationsGenerales) private readonly informations: Repository<DuerInformationsGenerales>,
    private readonly ecriture: DuerEcritureService,
  ) {}

  get(ctx: DuerContexte): Promise<InformationsGenerales> {
    return this.read(ctx, this.informations.manager);
  }

  save(ctx: DuerContexte, body: InformationsGeneralesEnregistrement): Promise<InformationsGenerales> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const repo = tx.getRepository(DuerInformationsGenerales);
      const row = (await repo.findOneBy({ idDuer })) ?? repo.create({ idDuer });
      for (const champ of INFORMATIONS_GENERALES_CHAMPS) row[champ] = body[champ];
      await repo.save(row);
      return this.read(ctx, tx);
    });
  }

  /** Also what the print reads (no caller: only the DUER and rights are used). */
  async read({ duer, droits }: Pick<DuerContexte, 'duer' | 'droits'>, manager: EntityManager): Promise<InformationsGenerales> {
    const row = await manager.getRepository(DuerInformationsGenerales).findOneBy({ idDuer: duer.id });
    const informations = Object.fromEntries(INFORMATIONS_GENERALES_CHAMPS.map((c) => [c, row?.[c] ?? ''])) as InformationsGenerales['informations'];
    return { duer: toDuerDto(duer), droits, informations };
  }
}
