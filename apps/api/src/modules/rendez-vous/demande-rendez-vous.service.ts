import { Injectable } from '@nestjs/common';
import { isValidEmail, isValidTelephone, RendezVousMessages as M, type DemandeRendezVousSchema, type RdvResult, type SessionUser } from '@portail/contracts';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AppException } from '../../common/app.exception';
import type { UploadedFile } from '../../common/upload/upload-options';
import { keepUploaded } from '../../common/upload/upload-leftovers';
import { removeUploaded, uploadedFiles } from '../../common/upload/uploaded-files';
import { ContactsService } from '../contacts/contacts.service';
import { DossierService } from '../dossier/dossier.service';
import { NotificationService } from '../notifications/notification.service';
import { CompteReader } from '../user/compte-reader.service';
import { DemandeRendezVous } from './demande-rendez-vous.entity';
import { RendezVousMails } from './rendez-vous-mails';
import { RendezVousRepository } from './rendez-vous.repository';

type DemandeInput = z.output<typeof DemandeRendezVousSchema>;

/** Appointment request to an adviser of the dossier, with up to 4 attachments (spec 01 §2.4, §5). */
@Injectable()
export class DemandeRendezVousService {
  constructor(
    private readonly repo: RendezVousRepository,
    private readonly contacts: ContactsService,
    private readonly mails: RendezVousMails,
    private readonly notifications: NotificationService,
    private readonly dossiers: DossierService,
    private readonly comptes: CompteReader,
  ) {}

  async register(user: SessionUser, input: DemandeInput, req: Request): Promise<RdvResult> {
    // Size, count, emptiness and contents were checked by the upload interceptor; mimetype is the sniffed type.
    const files = keepFirstOfEachName(req);
    const telephone = isValidTelephone(input.tel) ? input.tel : null;
    const email = isValidEmail(input.email) ? input.email : null;
    const id = randomUUID();
    return this.repo.transaction(async (tx) => {
      const conseiller = await this.contacts.adviserOfDossier(input.codeDossier, input.id, tx);
      if (!conseiller?.mail) throw AppException.validation([{ path: 'id', message: M.conseillerInconnu }]);
      const dossier = await this.dossiers.get(input.codeDossier, tx);
      const clientMail = await this.comptes.email(user.guidPersonne, tx);
      // Last before the commit: the files leave the parts folder only for a row about to commit.
      await keepUploaded(files);
      const pieces = files.map((f) => ({ nom: f.originalname, fichier: f.filename, taille: f.size, type: f.mimetype }));
      await tx.insert(DemandeRendezVous, {
        id,
        codeDossier: input.codeDossier,
        guidPersonne: user.guidPersonne,
        codeAgent: conseiller.code_agent,
        motif: input.reason,
        telephone,
        email,
        piecesJointes: pieces,
      });
      await this.notifications.notify(
        user.guidPersonne,
        { category: 'rendez-vous', message: `Votre demande de rendez-vous a été envoyée à ${conseiller.prenom} ${conseiller.nom}.`, url: '/contacts' },
        tx,
      );
      await this.mails.demande(tx, {
        id,
        conseiller: { mail: conseiller.mail, prenom: conseiller.prenom, nom: conseiller.nom },
        client: { mail: clientMail, nom: `${user.prenom} ${user.nom}`.trim() },
        raisonSociale: dossier.raisonSociale,
        codeDossier: dossier.codeDossier,
        motif: input.reason,
        telephone,
        email,
        pieces: files.map((f) => ({ filename: f.originalname, path: f.path, contentType: f.mimetype })),
      });
      return { id, message: 'Votre demande de rendez-vous a bien été envoyée.' };
    });
  }
}

/** Spec 01 §5: a file whose name is already listed is ignored (and not kept on disk). */
function keepFirstOfEachName(req: Request): UploadedFile[] {
  const seen = new Set<string>();
  const kept: UploadedFile[] = [];
  const dropped: UploadedFile[] = [];
  for (const f of uploadedFiles(req)) {
    if (seen.has(f.originalname)) dropped.push(f);
    else {
      seen.add(f.originalname);
      kept.push(f);
    }
  }
  void removeUploaded(req, dropped);
  return kept;
}
