import { Injectable } from '@nestjs/common';
import { fileIssue, isValidEmail, isValidTelephone, RDV_MAX_FILES, RendezVousMessages as M, type DemandeRendezVousSchema, type RdvResult, type SessionUser } from '@portail/contracts';
import type { Request } from 'express';
import type multer from 'multer';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AppException } from '../../common/app.exception';
import { ContactsService } from '../contacts/contacts.service';
import { DossierService } from '../dossier/dossier.service';
import { NotificationService } from '../notifications/notification.service';
import { CompteReader } from '../user/compte-reader.service';
import { DemandeRendezVous } from './demande-rendez-vous.entity';
import { RendezVousMails } from './rendez-vous-mails';
import { removeUploaded, uploadedFiles } from './rendez-vous-upload.middleware';
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
    const files = keepFirstOfEachName(req);
    const issues = files.flatMap((f, i) => {
      const message = fileIssue(f.size);
      return message ? [{ path: `files.${i}`, message: `${f.originalname} : ${message}` }] : [];
    });
    if (files.length > RDV_MAX_FILES) issues.push({ path: 'files', message: M.tropDeFichiers(RDV_MAX_FILES) });
    if (issues.length > 0) throw AppException.validation(issues);
    const telephone = isValidTelephone(input.tel) ? input.tel : null;
    const email = isValidEmail(input.email) ? input.email : null;
    const id = randomUUID();
    return this.repo.transaction(async (tx) => {
      const conseiller = await this.contacts.adviserOfDossier(input.codeDossier, input.id, tx);
      if (!conseiller?.mail) throw AppException.validation([{ path: 'id', message: M.conseillerInconnu }]);
      const dossier = await this.dossiers.get(input.codeDossier, tx);
      const clientMail = await this.comptes.email(user.guidPersonne, tx);
      const pieces = files.map((f) => ({ nom: f.originalname, fichier: f.filename, taille: f.size }));
      await tx.insert(DemandeRendezVous, { id, codeDossier: input.codeDossier, guidPersonne: user.guidPersonne, codeAgent: conseiller.code_agent, motif: input.reason, telephone, email, piecesJointes: pieces });
      await this.notifications.notify(user.guidPersonne, { category: 'rendez-vous', message: `Votre demande de rendez-vous a été envoyée à ${conseiller.prenom} ${conseiller.nom}.`, url: '/contacts' }, tx);
      // Queued before the commit: when mail is unavailable (503), nothing is kept.
      await this.mails.demande({
        id,
        conseiller: { mail: conseiller.mail, prenom: conseiller.prenom, nom: conseiller.nom },
        client: { mail: clientMail, nom: `${user.prenom} ${user.nom}`.trim() },
        raisonSociale: dossier.raisonSociale,
        codeDossier: dossier.codeDossier,
        motif: input.reason,
        telephone,
        email,
        pieces: files.map((f) => ({ filename: f.originalname, path: f.path })),
      });
      return { id, message: 'Votre demande de rendez-vous a bien été envoyée.' };
    });
  }
}

/** Spec 01 §5: a file whose name is already listed is ignored (and not kept on disk). */
function keepFirstOfEachName(req: Request): multer.File[] {
  const seen = new Set<string>();
  const kept: multer.File[] = [];
  const dropped: multer.File[] = [];
  for (const f of uploadedFiles(req)) {
    f.originalname = displayName(f.originalname);
    if (seen.has(f.originalname)) dropped.push(f);
    else {
      seen.add(f.originalname);
      kept.push(f);
    }
  }
  removeUploaded(req, dropped);
  return kept;
}

/** The name shown in mails: last path segment, no control characters, 200 characters at most. */
function displayName(name: string): string {
  const base = name.replace(/\\/g, '/').split('/').pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean === '' || clean === '.' || clean === '..' ? 'piece-jointe' : clean;
}
