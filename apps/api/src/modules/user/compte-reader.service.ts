import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { Compte } from './compte.entity';
import { Personne } from './personne.entity';

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

  isActive(guidPersonne: string): Promise<boolean> {
    return this.comptes.existsBy({ guidPersonne, actif: true });
  }

  /** What a sign-in needs of an account found by login. */
  async forSignIn(login: string): Promise<{ guidPersonne: string; login: string; actif: boolean; passwordHash: string | null; nom: string; prenom: string } | null> {
    const compte = await this.comptes.findOne({ where: { login }, relations: { personne: true } });
    if (!compte) return null;
    return { guidPersonne: compte.guidPersonne, login: compte.login, actif: compte.actif, passwordHash: compte.passwordHash, nom: compte.personne.nom, prenom: compte.personne.prenom };
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
}
