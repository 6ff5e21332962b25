import { HttpStatus, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  isValidEmail,
  isValidTelephone,
  RendezVousMessages as M,
  type CancelRendezVous,
  type RdvParticipant,
  type RdvResult,
  type RendezVous as RendezVousDto,
  type SessionUser,
} from '@portail/contracts';
import { z } from 'zod';
import { AppException } from '../../common/app.exception';
import { DossierService } from '../dossier/dossier.service';
import { RendezVousMails } from './rendez-vous-mails';
import { toParticipant, toRendezVous } from './rendez-vous.mappers';
import { RendezVousRepository, type ParticipantRow } from './rendez-vous.repository';
import { CollaborateurReader } from '../collaborateur/collaborateur-reader.service';
import type { EntityManager } from 'typeorm';
import { RendezVous } from './rendez-vous.entity';
import { RendezVousFichiers } from './fichiers/rendez-vous-fichiers.service';
import type { EditRendezVousSchema } from '@portail/contracts';

type EditInput = z.output<typeof EditRendezVousSchema>;

@Injectable()
export class RendezVousService {
  constructor(
    private readonly repo: RendezVousRepository,
    private readonly mails: RendezVousMails,
    private readonly dossiers: DossierService,
    private readonly collaborateurs: CollaborateurReader,
    private readonly fichiers: RendezVousFichiers,
  ) {}

  /** Participants in the collaborators' order (name, first name), each with its appointment id. */
  private async participantRows(ids: string[]): Promise<ParticipantRow[]> {
    const links = await this.repo.participantLinks(ids);
    const profiles = await this.collaborateurs.profiles([...new Set(links.map((l) => l.guid_personne))]);
    return profiles.flatMap((p) =>
      links
        .filter((l) => l.guid_personne === p.guidPersonne)
        .map((l) => ({ rendez_vous_id: l.rendez_vous_id, code_agent: p.codeAgent, prenom: p.prenom, nom: p.nom, fonction: p.fonction })),
    );
  }

  /** The address an appointment's edits are mailed to: its responsible collaborator. */
  private async responsableMail(guid: string | null, tx: EntityManager): Promise<{ mail: string; nom: string } | undefined> {
    if (!guid) return undefined;
    const [p] = await this.collaborateurs.profiles([guid], tx);
    return p?.mail ? { mail: p.mail, nom: `${p.prenom} ${p.nom}` } : undefined;
  }

  async list(codeDossier: string): Promise<RendezVousDto[]> {
    const now = new Date();
    const rdvs = await this.repo.ofDossier(codeDossier, now);
    const participants = await this.participantRows(rdvs.map((r) => r.id));
    return rdvs.map((r) => toRendezVous(r, participants, now));
  }

  async participants(id: string): Promise<RdvParticipant[]> {
    return (await this.participantRows([id])).map(toParticipant);
  }

  /**
   * Spec 01 §4: only while the appointment is in the future; the change is mailed to its owner once
   * it commits.
   */
  async edit(user: SessionUser, input: EditInput): Promise<RdvResult> {
    const telephone = isValidTelephone(input.telephone) ? input.telephone : null;
    const email = isValidEmail(input.email) ? input.email : null;
    return this.repo.transaction(async (tx) => {
      const rdv = assertFuture(await this.repo.find(input.id, tx));
      await tx.update(RendezVous, { id: rdv.id }, { motif: input.reason, telephoneContact: telephone, emailContact: email });
      const { raisonSociale } = await this.dossiers.get(rdv.codeDossier, tx);
      const owner = await this.responsableMail(rdv.guidResponsable, tx);
      if (owner) {
        await this.mails.modification(tx, {
          to: owner.mail,
          rdvId: rdv.id,
          titre: rdv.titre,
          date: rdv.date,
          raisonSociale,
          auteur: auteur(user),
          motif: input.reason,
          telephone,
          email,
        });
      }
      return { id: rdv.id, message: M.modificationEnvoyee };
    });
  }

  /** The attachments of the request it was scheduled from go with it, once the cancellation commits. */
  async cancel(user: SessionUser, input: CancelRendezVous): Promise<RdvResult> {
    const { result, fichiers } = await this.repo.transaction(async (tx) => {
      const rdv = assertFuture(await this.repo.find(input.id, tx));
      if (rdv.codeDossier !== input.codeDossier) throw AppException.notFound(M.rdvIntrouvable);
      await tx.update(RendezVous, { id: rdv.id }, { annuleLe: new Date() });
      const { raisonSociale } = await this.dossiers.get(rdv.codeDossier, tx);
      const owner = await this.responsableMail(rdv.guidResponsable, tx);
      if (owner) await this.mails.annulation(tx, { to: owner.mail, rdvId: rdv.id, titre: rdv.titre, date: rdv.date, raisonSociale, auteur: auteur(user) });
      return { result: { id: rdv.id, message: M.rdvAnnule }, fichiers: await this.fichiers.detachFromRendezVous(rdv.id, tx) };
    });
    await this.fichiers.remove(fichiers);
    return result;
  }
}

const auteur = (user: SessionUser) => `${user.prenom} ${user.nom}`.trim();

function assertFuture(rdv: RendezVous | null): RendezVous {
  if (!rdv) throw AppException.notFound(M.rdvIntrouvable);
  if (rdv.date.getTime() <= Date.now()) {
    throw new AppException(HttpStatus.CONFLICT, { code: ErrorCode.Conflict, message: M.rdvPasse, displayable: true });
  }
  return rdv;
}
