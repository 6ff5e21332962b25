import { Injectable } from '@nestjs/common';
import {
  AG_INSCRIPTION_ACCESS,
  agEtat,
  AgMessages as M,
  type AgDates,
  type AgInscription,
  type AgInvitation as AgInvitationDto,
  type AgResolutions,
  nbPersonneCoherent,
  type SessionUser,
} from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { TransactionRunner } from '../../common/transaction';
import { CollaborateurReader } from '../collaborateur/collaborateur-reader.service';
import { AccessService } from '../droits/access.service';
import { AgInvitation } from './ag.entity';
import { toInvitationDto } from './ag.mapper';
import { AgRepository } from './ag.repository';
import { AgMails } from './ag-mails';
import { anneeParis } from './ag-dates';

const nomDe = (user: SessionUser) => `${user.prenom} ${user.nom}`.trim();

/** Dates, invitations and answers of the general assembly (spec 02 §3, §4, §5, §9). */
@Injectable()
export class AgService {
  constructor(
    private readonly repo: AgRepository,
    private readonly access: AccessService,
    private readonly tx: TransactionRunner,
    private readonly mails: AgMails,
    private readonly collaborateurs: CollaborateurReader,
  ) {}

  async dates(): Promise<AgDates> {
    const a = await this.repo.anneeCourante(anneeParis());
    if (!a) return { millesime: null, dateOuverture: null, dateFermeture: null, dateAg: null, lieu: null, etat: 'invalide' };
    return {
      millesime: a.millesime,
      dateOuverture: a.dateOuverture.toISOString(),
      dateFermeture: a.dateFermeture.toISOString(),
      dateAg: a.dateAg.toISOString(),
      lieu: a.lieu,
      etat: agEtat(a),
    };
  }

  /** The year's invitations of every dossier on which the user may register (members) or act (staff's portfolio). */
  async invitations(user: SessionUser, millesime: number): Promise<AgInvitationDto[]> {
    const codes = await this.access.dossiersWith(user, AG_INSCRIPTION_ACCESS);
    return (await this.repo.invitations(millesime, codes)).map(toInvitationDto);
  }

  /** The years up to the current one: a later year's assembly is still being prepared. */
  async millesimes(): Promise<number[]> {
    const annee = anneeParis();
    return (await this.repo.annees()).map((a) => a.millesime).filter((m) => m <= annee);
  }

  async resolutions(millesime: number): Promise<AgResolutions> {
    const a = await this.repo.annee(millesime);
    if (!a) throw AppException.notFound(M.aucuneAg);
    return { millesime: a.millesime, resolutions: a.resolutions };
  }

  /**
   * Records the answer while registration is open: the user's invitations of the year are locked so that the
   * coherence of the numbers holds under concurrent answers; the confirmation mail leaves with the commit.
   */
  async register(user: SessionUser, input: AgInscription, adresseIp: string | null): Promise<AgInvitationDto> {
    const estCollaborateur = user.typeUtilisateur === 'collab';
    const codes = await this.access.dossiersWith(user, AG_INSCRIPTION_ACCESS);
    const to = await this.mailOf(user);
    return this.tx.run(async (tx) => {
      const annee = await this.repo.anneeCourante(anneeParis(), tx);
      if (!annee) throw AppException.validation([{ path: 'id', message: M.aucuneAg }]);
      const etat = agEtat(annee);
      if (etat === 'invalide') throw AppException.validation([{ path: 'id', message: M.datesInvalides }]);
      if (etat === 'close') throw AppException.validation([{ path: 'id', message: M.close }]);
      const miennes = await this.repo.invitations(annee.millesime, estCollaborateur ? [input.codeDossier] : codes, tx, true);
      const invitation = miennes.find((i) => i.id === input.id && i.codeDossier === input.codeDossier);
      if (!invitation) throw AppException.notFound(M.introuvable);
      const nbPersonne = input.participe && !estCollaborateur ? (input.nbPersonne ?? null) : null;
      const autres = miennes.filter((i) => i.id !== invitation.id);
      if (!nbPersonneCoherent({ participe: input.participe, nbPersonne }, autres, estCollaborateur))
        throw AppException.validation([{ path: 'nbPersonne', message: M.incoherent }]);
      const now = new Date();
      const changes = {
        participe: input.participe,
        nbPersonne,
        // Spec 02 §4: choosing yes sets the president's proxy flag.
        pouvoirPresident: input.participe,
        userModification: user.guidPersonne,
        libelleUserModification: nomDe(user),
        idAgDossierPouvoir: invitation.idAgDossierPouvoir ?? invitation.id,
        dateReponse: now,
        dateModification: now,
        adresseIp,
      };
      await tx.update(AgInvitation, { id: invitation.id }, changes);
      if (to) {
        await this.mails.confirmation(tx, {
          to,
          invitationId: invitation.id,
          annee,
          raisonSociale: invitation.raisonSociale,
          participe: input.participe,
          nbPersonne,
          poids: invitation.poids,
          estCollaborateur,
          auteur: nomDe(user),
        });
      }
      return toInvitationDto({ ...invitation, ...changes });
    });
  }

  /** A member's login is their address; a collaborator's address is in the directory. */
  private async mailOf(user: SessionUser): Promise<string | null> {
    if (user.typeUtilisateur !== 'collab') return user.login;
    return (await this.collaborateurs.profiles([user.guidPersonne]))[0]?.mail ?? null;
  }
}
