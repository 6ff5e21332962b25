import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { Collaborateur } from './collaborateur.entity';

/** An active collaborator's functions and portfolio dossiers with their subscribed modules. */
export interface StaffRights {
  fonctions: { code: string; modules: string[] }[];
  portefeuille: { codeDossier: string; raisonSociale: string; codeEntite: string; modules: string[] }[];
}

export interface StaffProfile {
  guidPersonne: string;
  codeAgent: string;
  prenom: string;
  nom: string;
  fonction: string | null;
  mail: string | null;
}

/** What other modules may read of a collaborator (staff). */
@Injectable()
export class CollaborateurReader {
  constructor(@InjectRepository(Collaborateur) private readonly collaborateurs: Repository<Collaborateur>) {}

  /** An active collaborator by AD login, with the name and email of their person. */
  async activeByLoginAd(loginAd: string): Promise<{ guidPersonne: string; loginAd: string; nom: string; prenom: string; email: string | null } | null> {
    const collab = await this.collaborateurs.findOne({ where: { loginAd, actif: true }, relations: { personne: true } });
    if (!collab) return null;
    return { guidPersonne: collab.guidPersonne, loginAd: collab.loginAd, nom: collab.personne.nom, prenom: collab.personne.prenom, email: collab.personne.email };
  }

  /**
   * Name, first function (by code) and mail address (their own, else their person's) of these
   * collaborators, ordered by name then first name.
   */
  async profiles(guids: string[], manager?: EntityManager): Promise<StaffProfile[]> {
    if (guids.length === 0) return [];
    const repo = manager ? manager.getRepository(Collaborateur) : this.collaborateurs;
    const rows = await repo
      .createQueryBuilder('c')
      .innerJoinAndSelect('c.personne', 'p')
      .leftJoinAndSelect('c.fonctions', 'f')
      .where('c.guid_personne = ANY(:guids::uuid[])', { guids })
      .orderBy('p.nom')
      .addOrderBy('p.prenom')
      .addOrderBy('c.guid_personne')
      .getMany();
    return rows.map((c) => ({
      guidPersonne: c.guidPersonne,
      codeAgent: c.codeAgent,
      prenom: c.personne.prenom,
      nom: c.personne.nom,
      fonction: [...c.fonctions].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))[0]?.libelle ?? null,
      mail: c.mail ?? c.personne.email ?? null,
    }));
  }

  /** The codes of the person's staff functions, or null when the person is no collaborator. */
  async fonctionCodes(guidPersonne: string): Promise<string[] | null> {
    const collab = await this.collaborateurs.findOne({ where: { guidPersonne }, relations: { fonctions: true } });
    return collab ? collab.fonctions.map((f) => f.code).sort() : null;
  }

  /** Whether the person is staff at all (active or not). */
  exists(guidPersonne: string): Promise<boolean> {
    return this.collaborateurs.existsBy({ guidPersonne });
  }

  isActive(guidPersonne: string): Promise<boolean> {
    return this.collaborateurs.existsBy({ guidPersonne, actif: true });
  }

  async loginAd(guidPersonne: string): Promise<string | null> {
    const collab = await this.collaborateurs.findOneBy({ guidPersonne });
    return collab?.loginAd ?? null;
  }

  /** Null when the person is no active collaborator; with a dossier code, the portfolio holds that one at most. */
  async staffRights(guidPersonne: string, codeDossier?: string): Promise<StaffRights | null> {
    const collab = await this.collaborateurs.findOne({
      where: { guidPersonne, actif: true },
      relations: { fonctions: true, portefeuille: { modules: true } },
    });
    if (!collab) return null;
    const portefeuille = codeDossier ? collab.portefeuille.filter((d) => d.codeDossier === codeDossier) : collab.portefeuille;
    return {
      fonctions: collab.fonctions.map((f) => ({ code: f.code, modules: f.modules })),
      portefeuille: portefeuille.map((d) => ({ codeDossier: d.codeDossier, raisonSociale: d.raisonSociale, codeEntite: d.codeEntite, modules: d.modules.map((m) => m.module) })),
    };
  }
}
