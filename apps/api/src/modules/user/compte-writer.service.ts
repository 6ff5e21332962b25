import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Compte } from './compte.entity';
import { Personne } from './personne.entity';

/** Account writes other modules make, always inside their own transaction. */
@Injectable()
export class CompteWriter {
  /** A new inactive account, or a pending one registered again with a new login and password. */
  async savePending(tx: EntityManager, compte: { id: string; guidPersonne: string; login: string; passwordHash: string }, existing: boolean): Promise<void> {
    const { id, guidPersonne, login, passwordHash } = compte;
    if (existing) await tx.update(Compte, { id }, { login, passwordHash, actif: false });
    else await tx.insert(Compte, { id, guidPersonne, login, passwordHash, actif: false });
  }

  /** Returns the activated account's login. */
  async activate(tx: EntityManager, id: string): Promise<string> {
    await tx.update(Compte, { id }, { actif: true });
    return (await tx.findOneByOrFail(Compte, { id })).login;
  }

  async setPassword(tx: EntityManager, id: string, passwordHash: string): Promise<void> {
    await tx.update(Compte, { id }, { passwordHash });
  }

  /** The login and the person's e-mail change together. */
  async changeLogin(tx: EntityManager, compte: { id: string; guidPersonne: string }, login: string): Promise<void> {
    await tx.update(Compte, { id: compte.id }, { login });
    await tx.update(Personne, { guidPersonne: compte.guidPersonne }, { email: login });
  }

  /** A new person with an active account (the address is already proven). */
  async createMember(
    tx: EntityManager,
    member: { guidPersonne: string; compteId: string; civilite: string | null; nom: string; prenom: string; email: string; passwordHash: string },
  ): Promise<{ guidPersonne: string; nom: string; prenom: string }> {
    const { guidPersonne, civilite, nom, prenom, email, passwordHash } = member;
    const personne = await tx.save(Personne, { guidPersonne, civilite, nom, prenom, email, telephone: null, modules: [] });
    await tx.insert(Compte, { id: member.compteId, guidPersonne, login: email, passwordHash, actif: true, estTesteur: false });
    return { guidPersonne: personne.guidPersonne, nom: personne.nom, prenom: personne.prenom };
  }
}
