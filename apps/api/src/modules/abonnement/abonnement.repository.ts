import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { CREANCE_JOURS, ETATS_FACTURE_DUS } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AbonnementCotisation, AbonnementFacture, AbonnementParametres, MandatSepaEntity } from './abonnement.entity';

/** Invoices listed on the page: the latest ones (about three years of monthly invoices). */
export const FACTURES_MAX = 36;

/** Every query of the billing module. */
@Injectable()
export class AbonnementRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  parametres(codeDossier: string, tx: EntityManager = this.manager, lock = false): Promise<AbonnementParametres | null> {
    return tx.getRepository(AbonnementParametres).findOne({ where: { codeDossier }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  async saveParametres(row: Omit<AbonnementParametres, 'dossier' | 'dateModification'>, tx: EntityManager): Promise<void> {
    await tx.getRepository(AbonnementParametres).upsert({ ...row, dateModification: new Date() }, ['codeDossier']);
  }

  /** The subscription of the latest year not after `annee`. */
  cotisation(codeDossier: string, annee: number): Promise<AbonnementCotisation | null> {
    return this.manager
      .getRepository(AbonnementCotisation)
      .createQueryBuilder('c')
      .where('c.code_dossier = :codeDossier AND c.millesime <= :annee', { codeDossier, annee })
      .orderBy('c.millesime', 'DESC')
      .getOne();
  }

  factures(codeDossier: string): Promise<AbonnementFacture[]> {
    return this.manager.getRepository(AbonnementFacture).find({
      where: { codeDossier },
      order: { dateFacture: 'DESC', numeroFacture: 'DESC' },
      take: FACTURES_MAX,
    });
  }

  /** Issued and unpaid invoices incl. tax (cents), and those dated more than 90 days before `aujourdhui` (YYYY-MM-DD). */
  async creance(codeDossier: string, aujourdhui: string): Promise<{ total: number; plus90Jours: number }> {
    const [r]: { total: string; plus90: string }[] = await this.manager.query(
      `SELECT COALESCE(SUM(montant_ttc), 0) AS total,
              COALESCE(SUM(montant_ttc) FILTER (WHERE date_facture < $3::date - $4::int), 0) AS plus90
         FROM abonnement_facture WHERE code_dossier = $1 AND etat = ANY($2::varchar[])`,
      [codeDossier, ETATS_FACTURE_DUS, aujourdhui, CREANCE_JOURS],
    );
    return { total: Number(r.total), plus90Jours: Number(r.plus90) };
  }

  mandatEnVigueur(codeDossier: string, tx: EntityManager = this.manager): Promise<MandatSepaEntity | null> {
    return tx.getRepository(MandatSepaEntity).findOne({ where: { codeDossier }, order: { id: 'DESC' } });
  }

  async nombreMandats(codeDossier: string, tx: EntityManager): Promise<number> {
    return tx.getRepository(MandatSepaEntity).count({ where: { codeDossier } });
  }

  insertMandat(row: Omit<MandatSepaEntity, 'id' | 'dossier' | 'creeLe'>, tx: EntityManager): Promise<MandatSepaEntity> {
    return tx.getRepository(MandatSepaEntity).save(tx.getRepository(MandatSepaEntity).create(row));
  }
}
