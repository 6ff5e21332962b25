import { Injectable } from '@nestjs/common';
import {
  DUER_TEXTES_LIMITES,
  DuerTextesMessages as T,
  type Preambule,
  type PreambuleCategorie,
  type PreambuleCategorieCreation,
  type PreambuleCategorieUpdate,
  type PreambuleEnregistrement,
} from '@portail/contracts';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { AppException } from '../../../common/app.exception';
import { toDuerDto } from '../duer-dto';
import { DuerEcritureService } from '../duer-ecriture.service';
import { DuerTextesRepository } from './duer-textes.repository';
import type { DuerContexte } from '../duer-faits';
import { DuerPreambule, DuerPreambuleCategorie } from './duer-preambule.entity';
import { espace } from './textes';

/** The preamble (spec 03 §2.8, §4): texts need the modify right, adding or deleting a category the creation right. */
@Injectable()
export class DuerPreambuleService {
  constructor(
    @InjectRepository(DuerPreambule) private readonly preambules: Repository<DuerPreambule>,
    private readonly ecriture: DuerEcritureService,
    private readonly repo: DuerTextesRepository,
  ) {}

  get(ctx: DuerContexte): Promise<Preambule> {
    return this.read(ctx, this.preambules.manager);
  }

  async categories(ctx: DuerContexte): Promise<PreambuleCategorie[]> {
    return (await this.read(ctx, this.preambules.manager)).categories;
  }

  save(ctx: DuerContexte, body: PreambuleEnregistrement): Promise<Preambule> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const preambule = await this.preambuleOf(tx, idDuer);
      preambule.descriptifExploitation = espace(body.descriptifExploitation);
      preambule.ressourcesHumaines = espace(body.ressourcesHumaines);
      preambule.prestationsServices = espace(body.prestationsServices);
      await tx.getRepository(DuerPreambule).save(preambule);
      for (const c of body.categories) {
        await this.categorie(tx, preambule.id, c.id);
        await tx.getRepository(DuerPreambuleCategorie).update({ id: c.id }, { contenu: espace(c.contenu) });
      }
      return this.read(ctx, tx);
    });
  }

  add(ctx: DuerContexte, body: PreambuleCategorieCreation): Promise<Preambule> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const preambule = await this.preambuleOf(tx, idDuer);
      const { n, ordre } = await this.repo.prochaineCategorie(tx, preambule.id);
      if (n >= DUER_TEXTES_LIMITES.categoriesMax) throw AppException.validation([{ path: 'titre', message: T.categoriesMax }]);
      await tx.getRepository(DuerPreambuleCategorie).insert({ idPreambule: preambule.id, titre: body.titre, contenu: ' ', ordre });
      return this.read(ctx, tx);
    });
  }

  update(ctx: DuerContexte, idCategorie: number, body: PreambuleCategorieUpdate): Promise<Preambule> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const categorie = await this.categorie(tx, (await this.preambuleOf(tx, idDuer)).id, idCategorie);
      await tx
        .getRepository(DuerPreambuleCategorie)
        .update({ id: categorie.id }, { titre: body.titre, contenu: espace(body.contenu), ordre: body.ordre ?? categorie.ordre });
      return this.read(ctx, tx);
    });
  }

  remove(ctx: DuerContexte, idCategorie: number): Promise<Preambule> {
    const idDuer = ctx.duer.id;
    return this.ecriture.run(ctx, async (tx, ctx) => {
      const preambule = await this.preambuleOf(tx, idDuer);
      await this.categorie(tx, preambule.id, idCategorie);
      await tx.getRepository(DuerPreambuleCategorie).delete({ id: idCategorie });
      await this.repo.renumeroterCategories(tx, preambule.id);
      return this.read(ctx, tx);
    });
  }

  /** The DUER's preamble row, created with single-space texts on the first write. */
  private async preambuleOf(tx: EntityManager, idDuer: number): Promise<DuerPreambule> {
    const repo = tx.getRepository(DuerPreambule);
    return (await repo.findOneBy({ idDuer })) ?? repo.save(repo.create({ idDuer }));
  }

  private async categorie(tx: EntityManager, idPreambule: number, id: number): Promise<DuerPreambuleCategorie> {
    const categorie = await tx.getRepository(DuerPreambuleCategorie).findOneBy({ id, idPreambule });
    if (!categorie) throw AppException.notFound(T.categorieIntrouvable);
    return categorie;
  }

  /** Also what the print reads (no caller: only the DUER and rights are used). */
  async read({ duer, droits }: Pick<DuerContexte, 'duer' | 'droits'>, manager: EntityManager): Promise<Preambule> {
    const preambule = await manager.getRepository(DuerPreambule).findOneBy({ idDuer: duer.id });
    const categories = preambule
      ? await manager.getRepository(DuerPreambuleCategorie).find({ where: { idPreambule: preambule.id }, order: { ordre: 'ASC', id: 'ASC' } })
      : [];
    return {
      duer: toDuerDto(duer),
      droits,
      idPreambule: preambule?.id ?? null,
      descriptifExploitation: preambule?.descriptifExploitation ?? '',
      ressourcesHumaines: preambule?.ressourcesHumaines ?? '',
      prestationsServices: preambule?.prestationsServices ?? '',
      categories: categories.map((c) => ({ id: c.id, titre: c.titre, contenu: c.contenu, ordre: c.ordre })),
    };
  }
}
