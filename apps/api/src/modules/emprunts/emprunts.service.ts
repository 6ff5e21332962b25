import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { anneeCourante, type Emprunt as EmpruntDto, EMPRUNT_LIMITES, type EmpruntInput, EmpruntMessages } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { Emprunt } from './emprunt.entity';
import { withSchedule } from './emprunt-schedule';
import { EmpruntsRepository } from './emprunts.repository';

/** Loans of a dossier; the schedule comes from the shared function of contracts (spec 02 §9). */
@Injectable()
export class EmpruntsService {
  constructor(private readonly repository: EmpruntsRepository) {}

  /** The stored schedule; one saved in an earlier year is recomputed so its columns start at the current year. */
  async list(codeDossier: string, today = new Date()): Promise<EmpruntDto[]> {
    const rows = await this.repository.list(codeDossier);
    const year = anneeCourante(today);
    return rows.map((row) => toDto(row.anneeDebut === year ? row : withSchedule(row, row, today)));
  }

  add(codeDossier: string, input: EmpruntInput, today = new Date()): Promise<EmpruntDto> {
    return this.repository.transaction(async (tx) => {
      await this.repository.lockDossier(tx, codeDossier);
      if ((await this.repository.count(tx, codeDossier)) >= EMPRUNT_LIMITES.parDossierMax) {
        throw AppException.validation([{ path: '', message: EmpruntMessages.tropDEmprunts }]);
      }
      const row = Object.assign(new Emprunt(), { id: randomUUID(), codeDossier });
      return toDto(await this.repository.save(tx, withSchedule(row, input, today)));
    });
  }

  edit(codeDossier: string, id: string, input: EmpruntInput, today = new Date()): Promise<EmpruntDto> {
    return this.repository.transaction(async (tx) => {
      const row = await this.repository.find(tx, codeDossier, id);
      if (!row) throw AppException.notFound(EmpruntMessages.introuvable);
      return toDto(await this.repository.save(tx, withSchedule(row, input, today)));
    });
  }

  async remove(codeDossier: string, id: string): Promise<void> {
    if (!(await this.repository.delete(codeDossier, id))) throw AppException.notFound(EmpruntMessages.introuvable);
  }
}

function toDto(row: Emprunt): EmpruntDto {
  return {
    id: row.id,
    codeDossier: row.codeDossier,
    libelle: row.libelle,
    valeurEntree: row.valeurEntree,
    taux: row.taux,
    periodicite: row.periodicite,
    modeRemboursement: row.modeRemboursement,
    nombrePeriodes: row.nombrePeriodes,
    duree: row.duree,
    dureeAnnee: row.dureeAnnee,
    exerciceDateDebut: row.exerciceDateDebut,
    echeance: row.echeance,
    interetRetour: row.interetRetour,
    anneeDebut: row.anneeDebut,
    echeances: row.echeances,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
