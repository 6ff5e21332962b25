import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { Compte } from './compte.entity';
import { Personne } from './personne.entity';

/** An account as the account and sharing modules handle it. */
export interface CompteRecord {
  id: string;
  guidPersonne: string;
  login: string;
  actif: boolean;
}

export interface PersonneView {
  guidPersonne: string;
  nom: string;
  prenom: string;
  email: string | null;
  telephone: string | null;
  portable: string | null;
}

export interface CompteView {
  guidPersonne: string;
  login: string;
  sendMailWhenNotify: boolean;
}

/** What other modules may read of a person and their account. */
@Injectable()
export class CompteReader {
  constructor(
    @InjectRepository(Compte) private readonly comptes: Repository<Compte>,
    @InjectRepository(Personne) private readonly personnes: Repository<Personne>,
  ) {}

  /** SQL true while the account of the person `guid` (an SQL uuid expression) is active: the session read embeds it. */
  static activeSql(guid: string): string {
    return `EXISTS (SELECT 1 FROM compte WHERE guid_personne = ${guid} AND actif)`;
  }

  async isActive(guidPersonne: string): Promise<boolean> {
    const [{ active }] = (await this.comptes.query(`SELECT ${CompteReader.activeSql('$1::uuid')} AS active`, [guidPersonne])) as { active: boolean }[];
    return active;
  }

  /** What a sign-in needs of an account found by login. */
  async forSignIn(
    login: string,
  ): Promise<{ id: string; guidPersonne: string; login: string; actif: boolean; passwordHash: string | null; nom: string; prenom: string } | null> {
    const compte = await this.comptes.findOne({ where: { login }, relations: { personne: true } });
    if (!compte) return null;
    return {
      id: compte.id,
      guidPersonne: compte.guidPersonne,
      login: compte.login,
      actif: compte.actif,
      passwordHash: compte.passwordHash,
      nom: compte.personne.nom,
      prenom: compte.personne.prenom,
    };
  }

  async passwordHash(guidPersonne: string): Promise<string | null> {
    return (await this.comptes.findOneBy({ guidPersonne }))?.passwordHash ?? null;
  }

  /** The person's active account, read inside the caller's transaction when given. */
  activeCompte(guidPersonne: string, manager?: EntityManager): Promise<CompteView | null> {
    return this.compteWhere({ guidPersonne, actif: true }, manager);
  }

  activeCompteByLogin(login: string, manager?: EntityManager): Promise<CompteView | null> {
    return this.compteWhere({ login: login.trim().toLowerCase(), actif: true }, manager);
  }

  async email(guidPersonne: string, manager?: EntityManager): Promise<string | null> {
    const repo = manager ? manager.getRepository(Personne) : this.personnes;
    return (await repo.findOneBy({ guidPersonne }))?.email ?? null;
  }

  private async compteWhere(where: { guidPersonne?: string; login?: string; actif: true }, manager?: EntityManager): Promise<CompteView | null> {
    const repo = manager ? manager.getRepository(Compte) : this.comptes;
    const compte = await repo.findOneBy(where);
    return compte ? { guidPersonne: compte.guidPersonne, login: compte.login, sendMailWhenNotify: compte.sendMailWhenNotify } : null;
  }

  /** Modules granted to the person whatever the dossier. */
  async personModules(guidPersonne: string): Promise<string[]> {
    const personne = await this.personnes.findOneBy({ guidPersonne });
    return [...(personne?.modules ?? [])].sort();
  }

  /** The person, read inside the caller's transaction when given. */
  async personne(guidPersonne: string, manager?: EntityManager): Promise<PersonneView | null> {
    const repo = manager ? manager.getRepository(Personne) : this.personnes;
    const p = await repo.findOneBy({ guidPersonne });
    return p ? { guidPersonne: p.guidPersonne, nom: p.nom, prenom: p.prenom, email: p.email, telephone: p.telephone, portable: p.portable } : null;
  }

  /** The person's account, read inside the caller's transaction when given. */
  async compteOf(guidPersonne: string, where: { actif?: true } = {}, manager?: EntityManager): Promise<CompteRecord | null> {
    const repo = manager ? manager.getRepository(Compte) : this.comptes;
    return toRecord(await repo.findOneBy({ guidPersonne, ...where }));
  }

  async compteById(id: string, manager?: EntityManager): Promise<CompteRecord> {
    const repo = manager ? manager.getRepository(Compte) : this.comptes;
    return toRecord(await repo.findOneByOrFail({ id }))!;
  }

  /** Exact login match, read inside the caller's transaction when given. */
  async compteByLogin(login: string, manager?: EntityManager): Promise<CompteRecord | null> {
    const repo = manager ? manager.getRepository(Compte) : this.comptes;
    return toRecord(await repo.findOneBy({ login }));
  }

  /** Active account whose login matches whatever the case. */
  async activeCompteByLoginIgnoringCase(login: string): Promise<CompteRecord | null> {
    return toRecord(await this.comptes.createQueryBuilder('c').where('lower(c.login) = lower(:login)', { login }).andWhere('c.actif').getOne());
  }

  loginTaken(login: string): Promise<boolean> {
    return this.comptes.createQueryBuilder('c').where('lower(c.login) = lower(:login)', { login }).getExists();
  }

  loginHeldByOther(login: string, compteId: string, manager?: EntityManager): Promise<boolean> {
    const repo = manager ? manager.getRepository(Compte) : this.comptes;
    return repo.createQueryBuilder('c').where('lower(c.login) = lower(:login)', { login }).andWhere('c.id <> :compteId', { compteId }).getExists();
  }

  emailHasActiveAccount(email: string): Promise<boolean> {
    return this.comptes.createQueryBuilder('c').innerJoin('c.personne', 'p').where('lower(p.email) = lower(:email)', { email }).andWhere('c.actif').getExists();
  }

  /** People the firm knows by this e-mail who have no active account. */
  async withoutActiveAccountByEmail(email: string): Promise<string[]> {
    const rows = await this.personnes
      .createQueryBuilder('p')
      .select('p.guid_personne', 'guid')
      .where('lower(p.email) = lower(:email)', { email })
      .andWhere('NOT EXISTS (SELECT 1 FROM compte c WHERE c.guid_personne = p.guid_personne AND c.actif)')
      .getRawMany<{ guid: string }>();
    return rows.map((r) => r.guid);
  }

  /** Lower-cased account login of a member, or null (staff and unknown people). */
  async loginOf(guidPersonne: string, manager?: EntityManager): Promise<string | null> {
    const repo = manager ? manager.getRepository(Compte) : this.comptes;
    const compte = await repo.findOneBy({ guidPersonne });
    return compte ? compte.login.toLowerCase() : null;
  }

  async loginsOf(guids: string[], manager?: EntityManager): Promise<Map<string, string>> {
    if (guids.length === 0) return new Map();
    const repo = manager ? manager.getRepository(Compte) : this.comptes;
    const comptes = await repo.find({ where: { guidPersonne: In(guids) } });
    return new Map(comptes.map((c) => [c.guidPersonne, c.login]));
  }

  /** The accounts of these people, by person. */
  async comptesOf(guids: string[]): Promise<Map<string, CompteRecord>> {
    if (guids.length === 0) return new Map();
    const comptes = await this.comptes.find({ where: { guidPersonne: In(guids) } });
    return new Map(comptes.map((c) => [c.guidPersonne, toRecord(c)!]));
  }

  /** The people whose account login matches whatever the case. */
  async guidsByLoginIgnoringCase(login: string, manager?: EntityManager): Promise<string[]> {
    const repo = manager ? manager.getRepository(Compte) : this.comptes;
    const rows = await repo.createQueryBuilder('c').where('lower(c.login) = :login', { login: login.toLowerCase() }).getMany();
    return rows.map((c) => c.guidPersonne);
  }
}

function toRecord(c: Compte | null): CompteRecord | null {
  return c ? { id: c.id, guidPersonne: c.guidPersonne, login: c.login, actif: c.actif } : null;
}
