import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AnnuaireMessages as M, type ServiceContenu, type ServiceSaisie } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { sanitizeRichText } from '../content/sanitize-rich-text';
import { ServiceAnnuaire } from './annuaire.entity';
import { toContenu } from './annuaire.mapper';
import { AnnuaireRepository } from './annuaire.repository';

const today = (now: Date) => now.toISOString().slice(0, 10);
const uniques = (list: string[]) => [...new Set(list.map((v) => v.trim()).filter(Boolean))];

/** Staff edit the directory's services from the Contenus screen; expertise is sanitised on write (and on read). */
@Injectable()
export class AnnuaireContenusService {
  constructor(private readonly repository: AnnuaireRepository) {}

  async list(): Promise<ServiceContenu[]> {
    return (await this.repository.services()).map(toContenu);
  }

  create(body: ServiceSaisie, now = new Date()): Promise<ServiceContenu> {
    return this.repository.transaction(async (tx) => {
      const row = Object.assign(new ServiceAnnuaire(), { id: randomUUID() });
      return toContenu(await this.write(tx, row, body, body.dateCreation ?? today(now)));
    });
  }

  update(id: string, body: ServiceSaisie): Promise<ServiceContenu> {
    return this.repository.transaction(async (tx) => {
      const row = await this.repository.service(id, tx);
      if (!row || row.id !== id) throw AppException.notFound(M.contenuIntrouvable);
      return toContenu(await this.write(tx, row, body, body.dateCreation ?? row.dateCreation));
    });
  }

  async remove(id: string): Promise<void> {
    if (!(await this.repository.deleteService(id))) throw AppException.notFound(M.contenuIntrouvable);
  }

  private async write(tx: EntityManager, row: ServiceAnnuaire, body: ServiceSaisie, dateCreation: string): Promise<ServiceAnnuaire> {
    await this.repository.lock(tx, `slug:${body.slug}`);
    const other = await this.repository.bySlug(tx, body.slug);
    if (other && other.id !== row.id) throw AppException.validation([{ path: 'slug', message: M.slugPris }]);
    Object.assign(row, {
      slug: body.slug,
      titre: body.titre.trim(),
      description: body.description.trim(),
      categories: uniques(body.categories),
      tags: uniques(body.tags),
      dateCreation,
      isStarred: body.isStarred,
      presentation: body.presentation.trim(),
      accompagnement: body.accompagnement.trim(),
      expertise: sanitizeRichText(body.expertise),
      ressources: body.ressources,
    });
    return this.repository.saveService(tx, row);
  }
}
