import { Injectable } from '@nestjs/common';
import { idParam } from '@portail/contracts';
import type { Request } from 'express';
import type { DossierResolver } from '../../common/access.decorators';
import { AppException } from '../../common/app.exception';
import { DuerAccessService } from './duer-access.service';

const IdDuer = idParam();

/** The DUER a call names: the path's :idDuer, else the body's idDuer or duerId (the print calls of spec 03 §7.2). */
function idDuerOf(req: Request): unknown {
  if (req.params?.idDuer !== undefined) return req.params.idDuer;
  const body: unknown = req.body;
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const id = b.idDuer ?? b.duerId;
  return typeof id === 'number' ? String(id) : typeof id === 'string' ? id : undefined;
}

/** The dossier of the DUER the call names: the guard checks the caller and the DUER modules on it (unknown id: 404). */
@Injectable()
export class DuerDossierResolver implements DossierResolver {
  constructor(private readonly access: DuerAccessService) {}

  resolveCodeDossier(req: Request): Promise<string | undefined> {
    const id = IdDuer.safeParse(idDuerOf(req));
    if (!id.success) throw AppException.validation([{ path: 'idDuer', message: 'Identifiant de DUER invalide.' }]);
    return this.access.codeDossierOf(id.data);
  }
}
