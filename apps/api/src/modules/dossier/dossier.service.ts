import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DossierRepository } from './dossier.repository';

export interface DossierSummary {
  codeDossier: string;
  raisonSociale: string;
  codeEntite: string;
  typeActivite: 'AGRI' | 'VITI' | 'ACS' | 'AGRIVITI';
  statut: 'Bon' | 'PasInscrit' | 'Demissionne';
  guidPersonne: string | null;
}

export interface DossierWithModules extends DossierSummary {
  modules: string[];
}

/** The dossiers (companies) of the firm: other modules read them through this service. */
@Injectable()
export class DossierService {
  constructor(private readonly repo: DossierRepository) {}

  async find(codeDossier: string, manager?: EntityManager): Promise<DossierSummary | null> {
    const d = await this.repo.byCode(codeDossier, manager);
    return d ? toSummary(d) : null;
  }

  /** Throws when the dossier does not exist (callers have already checked access to it). */
  async get(codeDossier: string, manager?: EntityManager): Promise<DossierSummary> {
    const d = await this.find(codeDossier, manager);
    if (!d) throw new Error(`Dossier ${codeDossier} introuvable`);
    return d;
  }

  /** Serialises writes on these dossiers (last-gérant rule, concurrent grants) inside the caller's transaction. */
  lockForUpdate(codes: string[], tx: EntityManager): Promise<void> {
    return this.repo.lockForUpdate(codes, tx);
  }

  /** The dossier's PACAGE number, null when unknown (or no such dossier). */
  async numeroPacage(codeDossier: string, manager?: EntityManager): Promise<string | null> {
    return (await this.repo.byCode(codeDossier, manager))?.numeroPacage ?? null;
  }

  async withModules(codes: string[], manager?: EntityManager): Promise<DossierWithModules[]> {
    const rows = await this.repo.byCodes(codes, manager);
    return rows.map((d) => ({ ...toSummary(d), modules: d.modules.map((m) => m.module) }));
  }
}

function toSummary(d: DossierSummary): DossierSummary {
  return {
    codeDossier: d.codeDossier,
    raisonSociale: d.raisonSociale,
    codeEntite: d.codeEntite,
    typeActivite: d.typeActivite,
    statut: d.statut,
    guidPersonne: d.guidPersonne,
  };
}
