import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AnnuaireMessages as M,
  type DemandeRappel as DemandeRappelDto,
  type DemandeRappelSaisie,
  type EtatRappel,
  type ServiceAnnuaire as ServiceDto,
  type ServiceResume,
  type SessionUser,
} from '@portail/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AppException } from '../../common/app.exception';
import { ContactsService } from '../contacts/contacts.service';
import { DossierService } from '../dossier/dossier.service';
import { CompteReader } from '../user/compte-reader.service';
import { DemandeRappel, type ServiceAnnuaire } from './annuaire.entity';
import { AnnuaireMails } from './annuaire-mails';
import { toDemande, toDetail, toResume } from './annuaire.mapper';
import { AnnuaireRepository } from './annuaire.repository';

const displayName = (user: SessionUser) => `${user.prenom} ${user.nom}`.trim() || user.login;

/** The directory as members see it and the callback requests (spec 02 §3, §4, §7, §9). */
@Injectable()
export class AnnuaireService {
  constructor(
    private readonly repository: AnnuaireRepository,
    private readonly contacts: ContactsService,
    private readonly dossiers: DossierService,
    private readonly comptes: CompteReader,
    private readonly mails: AnnuaireMails,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Recommended first, then the newest (spec 02 §9). */
  async list(): Promise<ServiceResume[]> {
    return (await this.repository.services()).map(toResume);
  }

  async get(ref: string): Promise<ServiceDto> {
    return toDetail(await this.found(ref), (id) => this.videoUrl(id));
  }

  /**
   * 'Être rappelé': the adviser must follow the dossier; one open request per service, dossier and adviser (a second one
   * is refused with a clear message); the adviser's mail is recorded in the outbox in the same transaction.
   */
  demander(user: SessionUser, ref: string, body: DemandeRappelSaisie, now = new Date()): Promise<DemandeRappelDto> {
    return this.repository.transaction(async (tx) => {
      const service = await this.found(ref, tx);
      const conseiller = await this.contacts.adviserOfDossier(body.codeDossier, body.codeAgent.trim(), tx);
      if (!conseiller?.mail) throw AppException.validation([{ path: 'codeAgent', message: M.conseillerInconnu }]);
      await this.repository.lock(tx, `${service.id}:${body.codeDossier}:${conseiller.code_agent}`);
      if (await this.repository.openRequest(tx, service.id, body.codeDossier, conseiller.code_agent)) {
        throw AppException.validation([{ path: 'codeAgent', message: M.dejaDemande }]);
      }
      const dossier = await this.dossiers.get(body.codeDossier, tx);
      const personne = await this.comptes.personne(user.guidPersonne, tx);
      const row = Object.assign(new DemandeRappel(), {
        id: randomUUID(),
        idService: service.id,
        codeDossier: body.codeDossier,
        codeAgent: conseiller.code_agent,
        nomConseiller: `${conseiller.prenom} ${conseiller.nom}`.trim(),
        guidDemandeur: user.guidPersonne,
        nomDemandeur: displayName(user),
        dateDemande: now,
        etat: 'non_contacte' as const,
        dateEtat: now,
        agentEtat: null,
      });
      await this.repository.insertRequest(tx, row);
      await this.mails.rappel(tx, {
        id: row.id,
        conseiller: { mail: conseiller.mail, prenom: conseiller.prenom, nom: conseiller.nom },
        service: service.titre,
        raisonSociale: dossier.raisonSociale,
        codeDossier: dossier.codeDossier,
        demandeur: { nom: row.nomDemandeur, mail: personne?.email ?? null, telephone: personne?.portable ?? null },
      });
      return toDemande(row, service);
    });
  }

  async demandes(codeDossier: string): Promise<DemandeRappelDto[]> {
    return (await this.repository.requests(codeDossier)).map((d) => toDemande(d, d.service));
  }

  /** Staff only (the route says so): the request's state, who changed it and when. */
  changerEtat(user: SessionUser, codeDossier: string, id: string, etat: EtatRappel, now = new Date()): Promise<DemandeRappelDto> {
    return this.repository.transaction(async (tx) => {
      const row = await this.repository.request(tx, codeDossier, id);
      if (!row) throw AppException.notFound(M.demandeIntrouvable);
      if (row.etat !== etat) {
        if (etat !== 'contacte') {
          // Reopening must not make a second open request for the same service and adviser.
          const open = await this.repository.openRequest(tx, row.idService, codeDossier, row.codeAgent);
          if (open && open.id !== row.id) throw AppException.validation([{ path: 'etat', message: M.dejaDemande }]);
        }
        row.etat = etat;
        row.dateEtat = now;
        row.agentEtat = displayName(user);
        const { service, ...rest } = row;
        await this.repository.saveRequest(tx, Object.assign(new DemandeRappel(), rest));
        return toDemande(row, service);
      }
      return toDemande(row, row.service);
    });
  }

  /** The embed address from ANNUAIRE_VIDEO_EMBED_URL, or null when no video host is configured. */
  private videoUrl(idVideo: string): string | null {
    const template = this.config.annuaireVideo.embedUrl;
    return template ? template.replace('{id}', encodeURIComponent(idVideo)) : null;
  }

  private async found(ref: string, tx?: Parameters<AnnuaireRepository['service']>[1]): Promise<ServiceAnnuaire> {
    const row = await this.repository.service(ref, tx);
    if (!row) throw AppException.notFound(M.serviceIntrouvable);
    return row;
  }
}
