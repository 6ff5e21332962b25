import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { In, LessThanOrEqual, type EntityManager } from 'typeorm';
import { AgAnnee, AgInvitation } from './ag.entity';

export type AgInvitationLue = AgInvitation & { raisonSociale: string };

/** The AG tables' queries. */
@Injectable()
export class AgRepository {
  constructor(@InjectEntityManager() private readonly em: EntityManager) {}

  /** The assembly of the year, else the latest before it. */
  anneeCourante(annee: number, tx: EntityManager = this.em): Promise<AgAnnee | null> {
    return tx.findOne(AgAnnee, { where: { millesime: LessThanOrEqual(annee) }, order: { millesime: 'DESC' } });
  }

  annee(millesime: number, tx: EntityManager = this.em): Promise<AgAnnee | null> {
    return tx.findOneBy(AgAnnee, { millesime });
  }

  annees(): Promise<AgAnnee[]> {
    return this.em.find(AgAnnee, { order: { millesime: 'DESC' } });
  }

  /** The year's invitations of these dossiers with their company names, by company name; locked when `lock`. */
  async invitations(millesime: number, codes: string[], tx: EntityManager = this.em, lock = false): Promise<AgInvitationLue[]> {
    if (codes.length === 0) return [];
    if (lock) await tx.query('SELECT id FROM ag_invitation WHERE millesime = $1 AND code_dossier = ANY($2) ORDER BY id FOR UPDATE', [millesime, codes]);
    const rows = await tx.find(AgInvitation, { where: { millesime, codeDossier: In(codes) }, relations: { dossier: true } });
    return rows
      .map(({ dossier, ...i }) => ({ ...i, raisonSociale: dossier?.raisonSociale ?? '' }) as AgInvitationLue)
      .sort((a, b) => a.raisonSociale.localeCompare(b.raisonSociale, 'fr') || a.codeDossier.localeCompare(b.codeDossier));
  }

  invitationDuDossier(millesime: number, codeDossier: string): Promise<AgInvitation | null> {
    return this.em.findOneBy(AgInvitation, { millesime, codeDossier });
  }

  async compteInvitations(millesime: number, tx: EntityManager = this.em): Promise<number> {
    return tx.countBy(AgInvitation, { millesime });
  }

  /** The answers the person gave, with their year's assembly and their dossier, oldest year first. */
  reponsesDe(guidPersonne: string): Promise<AgInvitation[]> {
    return this.em.find(AgInvitation, {
      where: { userModification: guidPersonne },
      relations: { annee: true, dossier: true },
      order: { millesime: 'ASC', codeDossier: 'ASC' },
    });
  }

  /** Keeps the person's answers (the assembly's record) under `anonyme`, without their guid or address. */
  async anonymiseReponsesDe(guidPersonne: string, anonyme: string, tx: EntityManager): Promise<number> {
    const res = await tx.update(
      AgInvitation,
      { userModification: guidPersonne },
      { userModification: null, libelleUserModification: anonyme, adresseIp: null },
    );
    return res.affected ?? 0;
  }

  /** Invitations and answers of the assemblies held before `before`. */
  async deleteInvitationsBefore(before: Date): Promise<number> {
    const [, count] = (await this.em.query(`DELETE FROM ag_invitation i USING ag_annee a WHERE a.millesime = i.millesime AND a.date_ag < $1`, [before])) as [
      unknown,
      number,
    ];
    return count;
  }
}
