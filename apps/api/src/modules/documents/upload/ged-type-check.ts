import { HttpStatus, Injectable } from '@nestjs/common';
import { DocumentsMessages as M, ErrorCode, TYPES_FICHIER, type TypeFichier } from '@portail/contracts';
import type { Request } from 'express';
import { AppException } from '../../../common/app.exception';
import type { DossierContext } from '../../../common/request-user';
import type { UploadGate } from '../../../common/upload/stream-upload.interceptor';
import { ContactsService } from '../../contacts/contacts.service';

/**
 * Which uploads a dossier takes (spec 02 §4 Upload choice): invoices with mod_factures outside the
 * particular customers' dossiers (non_cder_particulier), documents with mod_documents, payslip
 * material with mod_documents and a payroll manager on the dossier.
 */
@Injectable()
export class GedTypeCheck {
  constructor(private readonly contacts: ContactsService) {}

  async allowed(dossier: DossierContext, type: TypeFichier): Promise<boolean> {
    const held = new Set(dossier.modules);
    if (type === 'FACTURES') return held.has('mod_factures') && held.has('non_cder_particulier');
    if (!held.has('mod_documents')) return false;
    return type !== 'PAIE' || this.contacts.hasGestionnairePaie(dossier.codeDossier);
  }

  async require(dossier: DossierContext, type: TypeFichier): Promise<void> {
    if (!(await this.allowed(dossier, type)))
      throw new AppException(HttpStatus.FORBIDDEN, { code: ErrorCode.ModuleForbidden, message: M.typeNonAutorise, displayable: true });
  }
}

/** Refuses an upload of a type the dossier does not take before its first byte is stored (the form sends typeFichier before the file). */
@Injectable()
export class GedUploadGate implements UploadGate {
  constructor(private readonly types: GedTypeCheck) {}

  async check(req: Request, fields: Record<string, string>): Promise<void> {
    const type = fields.typeFichier as TypeFichier | undefined;
    // A missing or unknown type is the body validation's answer (400), once the form is read.
    if (req.dossier && type && TYPES_FICHIER.includes(type)) await this.types.require(req.dossier, type);
  }
}
