import { Injectable } from '@nestjs/common';
import { AgMessages as M, type AgAnnee as AgAnneeDto, type AgAnneeSaisie } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { TransactionRunner } from '../../common/transaction';
import { AgAnnee } from './ag.entity';
import { toAnneeDto } from './ag.mapper';
import { AgRepository } from './ag.repository';

const toRow = (s: AgAnneeSaisie): AgAnnee => ({
  millesime: s.millesime,
  dateOuverture: new Date(s.dateOuverture),
  dateFermeture: new Date(s.dateFermeture),
  dateAg: new Date(s.dateAg),
  lieu: s.lieu,
  president: s.president || null,
  resolutions: s.resolutions,
});

/** Contenus (staff): the assemblies by year. Reversed dates are accepted here: the AG page then shows its invalid-dates dialog. */
@Injectable()
export class AgAnneesService {
  constructor(
    private readonly repo: AgRepository,
    private readonly tx: TransactionRunner,
  ) {}

  async list(): Promise<AgAnneeDto[]> {
    return (await this.repo.annees()).map(toAnneeDto);
  }

  create(input: AgAnneeSaisie): Promise<AgAnneeDto> {
    return this.tx.run(async (tx) => {
      if (await this.repo.annee(input.millesime, tx)) throw AppException.validation([{ path: 'millesime', message: M.anneeExistante }]);
      await tx.insert(AgAnnee, toRow(input));
      return toAnneeDto(toRow(input));
    });
  }

  update(id: number, input: AgAnneeSaisie): Promise<AgAnneeDto> {
    return this.tx.run(async (tx) => {
      if (!(await this.repo.annee(id, tx))) throw AppException.notFound(M.contenuIntrouvable);
      if (input.millesime !== id) throw AppException.validation([{ path: 'millesime', message: M.millesimeInvalide }]);
      await tx.save(AgAnnee, toRow(input));
      return toAnneeDto(toRow(input));
    });
  }

  remove(id: number): Promise<void> {
    return this.tx.run(async (tx) => {
      if (!(await this.repo.annee(id, tx))) throw AppException.notFound(M.contenuIntrouvable);
      if ((await this.repo.compteInvitations(id, tx)) > 0) throw AppException.validation([{ path: 'id', message: M.anneeUtilisee }]);
      await tx.delete(AgAnnee, { millesime: id });
    });
  }
}
