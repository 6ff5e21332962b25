import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { dossierSelection, type PortefeuilleDossier, type SessionUser } from '@portail/contracts';
import type { Repository } from 'typeorm';
import { AccessService } from '../droits/access.service';
import { CollaborateurReader } from './collaborateur-reader.service';
import { byRaisonSociale } from '../dossier/dossier-order';
import { Collaborateur } from './collaborateur.entity';

const SEARCH_LIMIT = 50;

@Injectable()
export class CollaborateurService {
  constructor(
    @InjectRepository(Collaborateur) private readonly collaborateurs: Repository<Collaborateur>,
    private readonly reader: CollaborateurReader,
    private readonly access: AccessService,
  ) {}

  async loginAd(user: SessionUser): Promise<{ login: string | null }> {
    return { login: await this.reader.loginAd(user.guidPersonne) };
  }

  /** A collaborator reads only their own portfolio. */
  async portefeuille(user: SessionUser, login: string): Promise<PortefeuilleDossier[]> {
    await this.access.requireOwnPortfolio(user, login);
    const collab = await this.portfolioQuery(user.guidPersonne).getOne();
    return (collab?.portefeuille ?? []).map(toPortefeuille).sort(byRaisonSociale);
  }

  /** Search by code or company name inside the caller's portfolio. */
  async search(user: SessionUser, term: string): Promise<PortefeuilleDossier[]> {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.portfolioQuery(user.guidPersonne)
      .andWhere('(d.code_dossier ILIKE :like OR unaccent_fold(d.raison_sociale) ILIKE unaccent_fold(:like))', { like })
      .getOne();
    return (rows?.portefeuille ?? []).slice(0, SEARCH_LIMIT).map(toPortefeuille).sort(byRaisonSociale);
  }

  /** The portfolio through the collaborator's relation (one query joining dossier). */
  private portfolioQuery(guidPersonne: string) {
    return this.collaborateurs.createQueryBuilder('c').innerJoinAndSelect('c.portefeuille', 'd').where('c.guid_personne = :guidPersonne', { guidPersonne });
  }
}

function toPortefeuille(d: Collaborateur['portefeuille'][number]): PortefeuilleDossier {
  const { selectable, raison } = dossierSelection(d);
  return {
    id: d.id,
    codeDossier: d.codeDossier,
    raisonSociale: d.raisonSociale,
    codeEntite: d.codeEntite,
    typeActivite: d.typeActivite,
    statut: d.statut,
    selectable,
    raisonNonSelectionnable: raison,
  };
}
