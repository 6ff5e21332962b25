import { Injectable } from '@nestjs/common';
import { isValidEmail, isValidTelephone, RendezVousMessages as M, type DemandeRendezVousSchema, type RdvResult, type SessionUser } from '@portail/contracts';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AppException } from '../../common/app.exception';
import type { UploadedFile } from '../../common/upload/upload-options';
import { removeUploaded, uploadedFiles } from '../../common/upload/uploaded-files';
import { ContactsService } from '../contacts/contacts.service';
import { DossierService } from '../dossier/dossier.service';
import { NotificationService } from '../notifications/notification.service';
import { CompteReader } from '../user/compte-reader.service';
import { DemandeRendezVous, type PieceJointe } from './demande-rendez-vous.entity';
import { rdvBlobKey, storedName } from './fichiers/rendez-vous-blobs';
import { RendezVousFichiers } from './fichiers/rendez-vous-fichiers.service';
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
    private readonly fichiers: RendezVousFichiers,
  ) {}

  async register(user: SessionUser, input: DemandeInput, req: Request): Promise<RdvResult> {
    // Size, count, emptiness and contents were checked by the upload interceptor; mimetype is the sniffed type.
    const files = keepFirstOfEachName(req);
    const telephone = isValidTelephone(input.tel) ? input.tel : null;
    const email = isValidEmail(input.email) ? input.email : null;
    const id = randomUUID();
    const pieces: PieceJointe[] = files.map((f) => ({ nom: f.originalname, fichier: storedName(f), taille: f.size, type: f.mimetype }));
    let putting = false;
    try {
      return await this.repo.transaction(async (tx) => {
        const conseiller = await this.contacts.adviserOfDossier(input.codeDossier, input.id, tx);
        if (!conseiller?.mail) throw AppException.validation([{ path: 'id', message: M.conseillerInconnu }]);
        const dossier = await this.dossiers.get(input.codeDossier, tx);
        const clientMail = await this.comptes.email(user.guidPersonne, tx);
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
          pieces: files.map((f) => ({ filename: f.originalname, blobKey: rdvBlobKey(storedName(f)), contentType: f.mimetype })),
        });
        // Last before the commit: the files reach the blob store only for a row about to commit.
        putting = true;
        await this.fichiers.keep(files);
        return { id, message: 'Votre demande de rendez-vous a bien été envoyée.' };
      });
    } catch (e) {
      // Rolled back (or the commit failed) once the files were put: they go with the row.
      if (putting) await this.fichiers.remove(pieces.map((p) => p.fichier));
      throw e;
    }
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
