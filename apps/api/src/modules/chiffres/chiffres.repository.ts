import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Chiffre } from './chiffre.entity';
import { ChiffreFavori } from './chiffre-favori.entity';
import { Exercice } from './exercice.entity';

/** A dossier keeps a few fiscal years; 30 bounds the read whatever the data. */
const MAX_EXERCICES = 30;

@Injectable()
export class ChiffresRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Oldest first. */
  exercices(codeDossier: string): Promise<Exercice[]> {
    return this.ds
      .getRepository(Exercice)
      .createQueryBuilder('e')
      .where('e.code_dossier = :codeDossier', { codeDossier })
      .orderBy('e.date_debut', 'DESC')
      .take(MAX_EXERCICES)
      .getMany()
      .then((rows) => rows.reverse());
  }

  catalogue(): Promise<Chiffre[]> {
    return this.ds.getRepository(Chiffre).find({ order: { ordre: 'ASC', slug: 'ASC' } });
  }

  bySlug(slug: string): Promise<Chiffre | null> {
    return this.ds.getRepository(Chiffre).findOneBy({ slug });
  }

  async favoris(guidPersonne: string): Promise<Set<string>> {
    const rows = await this.ds.getRepository(ChiffreFavori).find({ where: { guidPersonne }, select: { chiffreId: true } });
    return new Set(rows.map((r) => r.chiffreId));
  }

  async addFavori(guidPersonne: string, chiffreId: string): Promise<void> {
    await this.ds.createQueryBuilder().insert().into(ChiffreFavori).values({ guidPersonne, chiffreId }).orIgnore().execute();
  }

  async removeFavori(guidPersonne: string, chiffreId: string): Promise<void> {
    await this.ds.getRepository(ChiffreFavori).delete({ guidPersonne, chiffreId });
  }
}
