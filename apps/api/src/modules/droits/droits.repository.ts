import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { ROLE_GERANT } from '@portail/contracts';
import { Categorie } from './categorie.entity';
import { Droit } from './droit.entity';

@Injectable()
export class DroitsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  memberDroits(guidPersonne: string): Promise<Droit[]> {
    return this.ds.getRepository(Droit).find({
      where: { guidPersonne },
      relations: { dossier: { modules: true }, categories: true },
    });
  }

  memberDroit(guidPersonne: string, codeDossier: string): Promise<Droit | null> {
    return this.ds.getRepository(Droit).findOne({
      where: { guidPersonne, codeDossier },
      relations: { dossier: { modules: true }, categories: true },
    });
  }

  /** Codes of the dossiers where the person is gérant, read inside the caller's transaction when given. */
  async gerantCodes(guidPersonne: string, manager: EntityManager = this.ds.manager): Promise<string[]> {
    const rows = await manager.getRepository(Droit).find({ select: { codeDossier: true }, where: { guidPersonne, idRole: ROLE_GERANT } });
    return rows.map((r) => r.codeDossier);
  }

  withDossier(guidPersonne: string): Promise<Droit[]> {
    return this.ds.getRepository(Droit).find({ where: { guidPersonne }, relations: { dossier: true } });
  }

  withDossierOne(guidPersonne: string, codeDossier: string): Promise<Droit> {
    return this.ds.getRepository(Droit).findOneOrFail({ where: { guidPersonne, codeDossier }, relations: { dossier: true } });
  }

  exists(guidPersonne: string, codeDossier: string): Promise<boolean> {
    return this.ds.getRepository(Droit).existsBy({ guidPersonne, codeDossier });
  }

  /** Those of the people who hold at least one right. */
  async holders(guids: string[]): Promise<string[]> {
    if (guids.length === 0) return [];
    const rows = await this.ds.getRepository(Droit).find({ select: { guidPersonne: true }, where: { guidPersonne: In(guids) } });
    return [...new Set(rows.map((r) => r.guidPersonne))];
  }

  /** One favourite per person: the chosen dossier is set, every other one cleared, atomically. */
  async setFavori(guidPersonne: string, codeDossier: string): Promise<void> {
    await this.ds.transaction(async (tx) => {
      const repo = tx.getRepository(Droit);
      await repo.update({ guidPersonne }, { estFavoris: false });
      await repo.update({ guidPersonne, codeDossier }, { estFavoris: true });
    });
  }

  /** Names of the dossier's gérants (role 1), by name. */
  async gerantsOf(codeDossier: string): Promise<{ prenom: string; nom: string }[]> {
    const rows = await this.ds.getRepository(Droit).find({
      where: { codeDossier, idRole: ROLE_GERANT },
      relations: { personne: true },
      order: { personne: { nom: 'ASC', prenom: 'ASC' } },
    });
    return rows.map((d) => ({ prenom: d.personne.prenom, nom: d.personne.nom }));
  }

  /** The people with a right on the dossier, with their role, by name. */
  async peopleOf(codeDossier: string): Promise<{ guidPersonne: string; nom: string; prenom: string; role: string }[]> {
    const rows = await this.ds.getRepository(Droit).find({
      where: { codeDossier },
      relations: { personne: true, role: true },
      order: { personne: { nom: 'ASC', prenom: 'ASC' } },
    });
    return rows.map((d) => ({ guidPersonne: d.guidPersonne, nom: d.personne.nom, prenom: d.personne.prenom, role: d.role.nomRole }));
  }

  /** The person's rights with dossier, role and categories, for their data export. */
  withEverything(guidPersonne: string): Promise<Droit[]> {
    return this.ds.getRepository(Droit).find({
      where: { guidPersonne },
      relations: { dossier: true, role: true, categories: true },
      order: { codeDossier: 'ASC' },
    });
  }

  /** The person's rights removed (their categories cascade); returns how many. */
  async deleteOf(tx: EntityManager, guidPersonne: string): Promise<number> {
    return (await tx.getRepository(Droit).delete({ guidPersonne })).affected ?? 0;
  }

  categories(): Promise<Categorie[]> {
    return this.ds.getRepository(Categorie).find({ order: { ordre: 'ASC' } });
  }
}
