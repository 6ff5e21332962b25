import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import type { DossierResolver } from '../../common/access.decorators';
import { AppException } from '../../common/app.exception';
import { RendezVousRepository } from './rendez-vous.repository';

const Id = z.string().uuid();

/** The dossier of the appointment named by the path (:id) or the body (id): access is checked on it. */
@Injectable()
export class RendezVousDossierResolver implements DossierResolver {
  constructor(private readonly repo: RendezVousRepository) {}

  resolveCodeDossier(req: Request): Promise<string | undefined> {
    const raw: unknown = req.params?.id ?? (req.body as Record<string, unknown> | undefined)?.id;
    const id = Id.safeParse(raw);
    if (!id.success) throw AppException.validation([{ path: 'id', message: 'Identifiant de rendez-vous invalide.' }]);
    return this.repo.codeDossierOf(id.data);
  }
}
