import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TypeFichier } from '@portail/contracts';
import { In, Repository } from 'typeorm';
import { GedEnvoi } from '../ged-envoi.entity';

/** The upload history rows of the document store. */
@Injectable()
export class GedEnvoiRepository {
  constructor(@InjectRepository(GedEnvoi) private readonly envois: Repository<GedEnvoi>) {}

  /** A page of a dossier's uploads of the given kinds, newest first, with their total. */
  page(codeDossier: string, types: TypeFichier[], page: number, size: number): Promise<[GedEnvoi[], number]> {
    return this.envois.findAndCount({
      where: { codeDossier, typeFichier: In(types) },
      order: { dateEnvoi: 'DESC', id: 'DESC' },
      skip: page * size,
      take: size,
    });
  }
}
