import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ROLE_GERANT } from '@portail/contracts';
import { randomUUID } from 'node:crypto';
import { In, Not, type EntityManager, type Repository } from 'typeorm';
import { Categorie } from './categorie.entity';
import { Droit } from './droit.entity';
import { Role } from './role.entity';

/**
 * Droit rows, roles and categories as the sharing module reads and writes them; writes take the
 * caller's transaction, and the caller empties the rights cache (DroitsService.invalidate) once it commits.
 */
@Injectable()
export class DroitGrants {
  constructor(@InjectRepository(Droit) private readonly droits: Repository<Droit>) {}

  categories(manager = this.droits.manager): Promise<Categorie[]> {
    return manager.getRepository(Categorie).find({ order: { ordre: 'ASC' } });
  }

  roles(manager = this.droits.manager): Promise<Role[]> {
    return manager.getRepository(Role).find({ relations: { categoriesPredefinies: true }, order: { idRole: 'ASC' } });
  }

  droitsOnDossiers(codes: string[], manager = this.droits.manager, excludePersonne?: string): Promise<Droit[]> {
    if (codes.length === 0) return Promise.resolve([]);
    return manager.getRepository(Droit).find({
      where: { codeDossier: In(codes), ...(excludePersonne ? { guidPersonne: Not(excludePersonne) } : {}) },
      relations: { personne: true, dossier: true, role: true, categories: true },
    });
  }

  droitsOf(guidPersonne: string, manager = this.droits.manager): Promise<Droit[]> {
    return manager.getRepository(Droit).find({ where: { guidPersonne }, relations: { dossier: true, role: true, categories: true } });
  }

  droit(guidPersonne: string, codeDossier: string, manager = this.droits.manager): Promise<Droit | null> {
    return manager.getRepository(Droit).findOneBy({ guidPersonne, codeDossier });
  }

  /** Dossiers among the codes that one of these people can already open. */
  async codesWithAccess(guids: string[], codes: string[], manager = this.droits.manager): Promise<string[]> {
    if (guids.length === 0 || codes.length === 0) return [];
    const rows = await manager.getRepository(Droit).find({ select: { codeDossier: true }, where: { guidPersonne: In(guids), codeDossier: In(codes) } });
    return rows.map((r) => r.codeDossier);
  }

  countGerants(codeDossier: string, tx: EntityManager): Promise<number> {
    return tx.getRepository(Droit).countBy({ codeDossier, idRole: ROLE_GERANT });
  }

  /** How many gérants each of the dossiers has. */
  async gerantCounts(codes: string[], manager = this.droits.manager): Promise<Map<string, number>> {
    if (codes.length === 0) return new Map();
    const rows: { code: string; n: number }[] = await manager
      .getRepository(Droit)
      .createQueryBuilder('d')
      .select('d.codeDossier', 'code')
      .addSelect('COUNT(*)::int', 'n')
      .where({ codeDossier: In(codes), idRole: ROLE_GERANT })
      .groupBy('d.codeDossier')
      .getRawMany();
    return new Map(rows.map((r) => [r.code, r.n]));
  }

  async grant(tx: EntityManager, grant: { guidPersonne: string; codeDossier: string; idRole: number; categories: string[] }): Promise<void> {
    const id = randomUUID();
    await tx.insert(Droit, { id, guidPersonne: grant.guidPersonne, codeDossier: grant.codeDossier, idRole: grant.idRole, estFavoris: false });
    await this.setCategories(tx, id, grant.categories);
  }

  async change(tx: EntityManager, droit: { id: string }, idRole: number, categories: string[]): Promise<void> {
    await tx.update(Droit, { id: droit.id }, { idRole });
    await tx.query('DELETE FROM droit_categorie WHERE droit_id = $1', [droit.id]);
    await this.setCategories(tx, droit.id, categories);
  }

  async revoke(tx: EntityManager, id: string): Promise<void> {
    await tx.delete(Droit, { id });
  }

  private async setCategories(tx: EntityManager, droitId: string, categories: string[]): Promise<void> {
    if (categories.length === 0) return;
    await tx.query('INSERT INTO droit_categorie (droit_id, categorie_id) SELECT $1::uuid, unnest($2::varchar[])', [droitId, [...new Set(categories)]]);
  }
}
