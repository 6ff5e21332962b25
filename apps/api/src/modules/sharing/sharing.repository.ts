import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ROLE_GERANT } from '@portail/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, In, Not, type EntityManager } from 'typeorm';
import { Categorie } from '../droits/categorie.entity';
import { Droit } from '../droits/droit.entity';
import { Role } from '../droits/role.entity';
import { Compte } from '../user/compte.entity';

/** Queries on rights, roles and categories used by sharing; writes take the caller's transaction. */
@Injectable()
export class SharingRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  get manager(): EntityManager {
    return this.ds.manager;
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  categories(manager = this.ds.manager): Promise<Categorie[]> {
    return manager.getRepository(Categorie).find({ order: { ordre: 'ASC' } });
  }

  roles(manager = this.ds.manager): Promise<Role[]> {
    return manager.getRepository(Role).find({ relations: { categoriesPredefinies: true }, order: { idRole: 'ASC' } });
  }

  /** Serialises writes on these dossiers (last-gérant rule, concurrent grants), in a fixed order. */
  async lockDossiers(codes: string[], tx: EntityManager): Promise<void> {
    if (codes.length === 0) return;
    await tx.query('SELECT code_dossier FROM dossier WHERE code_dossier = ANY($1) ORDER BY code_dossier FOR UPDATE', [[...new Set(codes)].sort()]);
  }

  /** Lower-cased account login of a member, or null (staff and unknown people). */
  async loginOf(guidPersonne: string, manager = this.ds.manager): Promise<string | null> {
    const compte = await manager.getRepository(Compte).findOneBy({ guidPersonne });
    return compte ? compte.login.toLowerCase() : null;
  }

  /** Dossiers among the codes that the account with this login can already open. */
  async codesWithAccessByLogin(login: string, codes: string[], manager = this.ds.manager): Promise<string[]> {
    if (codes.length === 0) return [];
    const rows: { code_dossier: string }[] = await manager.query(
      'SELECT d.code_dossier FROM droit d JOIN compte c ON c.guid_personne = d.guid_personne WHERE lower(c.login) = $1 AND d.code_dossier = ANY($2)',
      [login.toLowerCase(), codes],
    );
    return rows.map((r) => r.code_dossier);
  }

  droitsOnDossiers(codes: string[], manager = this.ds.manager, excludePersonne?: string): Promise<Droit[]> {
    if (codes.length === 0) return Promise.resolve([]);
    return manager.getRepository(Droit).find({
      where: { codeDossier: In(codes), ...(excludePersonne ? { guidPersonne: Not(excludePersonne) } : {}) },
      relations: { personne: true, dossier: true, role: true, categories: true },
    });
  }

  droitsOf(guidPersonne: string, manager = this.ds.manager): Promise<Droit[]> {
    return manager.getRepository(Droit).find({ where: { guidPersonne }, relations: { dossier: true, role: true, categories: true } });
  }

  droit(guidPersonne: string, codeDossier: string, manager = this.ds.manager): Promise<Droit | null> {
    return manager.getRepository(Droit).findOneBy({ guidPersonne, codeDossier });
  }

  async loginsOf(guids: string[], manager = this.ds.manager): Promise<Map<string, string>> {
    if (guids.length === 0) return new Map();
    const comptes = await manager.getRepository(Compte).find({ where: { guidPersonne: In(guids) } });
    return new Map(comptes.map((c) => [c.guidPersonne, c.login]));
  }

  async countGerants(codeDossier: string, tx: EntityManager): Promise<number> {
    return tx.getRepository(Droit).countBy({ codeDossier, idRole: ROLE_GERANT });
  }

  async insertDroit(tx: EntityManager, grant: { guidPersonne: string; codeDossier: string; idRole: number; categories: string[] }): Promise<void> {
    const id = randomUUID();
    await tx.insert(Droit, { id, guidPersonne: grant.guidPersonne, codeDossier: grant.codeDossier, idRole: grant.idRole, estFavoris: false });
    await this.setCategories(tx, id, grant.categories);
  }

  async updateDroit(tx: EntityManager, droit: Droit, idRole: number, categories: string[]): Promise<void> {
    await tx.update(Droit, { id: droit.id }, { idRole });
    await tx.query('DELETE FROM droit_categorie WHERE droit_id = $1', [droit.id]);
    await this.setCategories(tx, droit.id, categories);
  }

  async deleteDroit(tx: EntityManager, id: string): Promise<void> {
    await tx.delete(Droit, { id });
  }

  private async setCategories(tx: EntityManager, droitId: string, categories: string[]): Promise<void> {
    if (categories.length === 0) return;
    await tx.query('INSERT INTO droit_categorie (droit_id, categorie_id) SELECT $1::uuid, unnest($2::varchar[])', [droitId, [...new Set(categories)]]);
  }
}
