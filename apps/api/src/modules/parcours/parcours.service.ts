import { Injectable } from '@nestjs/common';
import {
  type Parcours as ParcoursDto,
  type ParcoursCreation,
  type ParcoursEnCours,
  PARCOURS_LIMITES,
  ParcoursMessages as M,
  type ParcoursModification,
} from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { Parcours } from './parcours.entity';
import { ParcoursRepository } from './parcours.repository';

const toDto = (p: Parcours): ParcoursDto => ({ code: p.code, routeName: p.routeName, titre: p.titre, etapes: p.etapes, actif: p.actif, ordre: p.ordre });

/**
 * Guided tours (spec 02 §4): the tour of a route for a person is the first active one not done yet, else the first one
 * (marked dejaFait so the web can offer to replay it). Done-ness is per person, whatever the dossier.
 */
@Injectable()
export class ParcoursService {
  constructor(private readonly repository: ParcoursRepository) {}

  async enCours(routeName: string, guidPersonne: string): Promise<ParcoursEnCours> {
    const tours = await this.repository.activeForRoute(routeName, guidPersonne);
    const chosen = tours.find((t) => !t.dejaFait) ?? tours[0];
    if (!chosen) return { parcours: null };
    const { code, titre, etapes } = chosen.parcours;
    return { parcours: { code, routeName, titre, etapes, dejaFait: chosen.dejaFait } };
  }

  async mark(guidPersonne: string, code: string, dejaFait: boolean, now = new Date()): Promise<void> {
    if (!(await this.repository.exists(code))) throw AppException.notFound(M.introuvable);
    await this.repository.setDejaFait(guidPersonne, code, dejaFait, now);
  }

  async list(): Promise<ParcoursDto[]> {
    return (await this.repository.list()).map(toDto);
  }

  create(body: ParcoursCreation): Promise<ParcoursDto> {
    return this.repository.transaction(async (tx) => {
      await this.repository.lockTable(tx);
      if (await this.repository.findForUpdate(tx, body.code)) throw AppException.conflict(M.codeExistant);
      if ((await this.repository.count(tx)) >= PARCOURS_LIMITES.parcoursMax) throw AppException.validation([{ path: '', message: M.tropDeParcours }]);
      const row = Object.assign(new Parcours(), { ...body, titre: body.titre.trim() });
      return toDto(await this.repository.save(tx, row));
    });
  }

  update(code: string, body: ParcoursModification): Promise<ParcoursDto> {
    return this.repository.transaction(async (tx) => {
      const row = await this.repository.findForUpdate(tx, code);
      if (!row) throw AppException.notFound(M.contenuIntrouvable);
      Object.assign(row, { ...body, titre: body.titre.trim() });
      return toDto(await this.repository.save(tx, row));
    });
  }

  remove(code: string): Promise<void> {
    return this.repository.transaction(async (tx) => {
      if (!(await this.repository.findForUpdate(tx, code))) throw AppException.notFound(M.contenuIntrouvable);
      await this.repository.delete(tx, code);
    });
  }
}
