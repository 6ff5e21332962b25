import type { EntityManager } from 'typeorm';
import {
  PersonalDataHolderProvider,
  type DataSubject,
  type ErasureOutcome,
  type PersonalDataHolder,
  type PersonalDataSection,
  ANONYMISED_NAME,
} from '../../common/personal-data/personal-data';
import { EventsRepository } from './events.repository';
import type { Inscription } from './inscription.entity';

const ANONYME = ANONYMISED_NAME;

function etat(i: Inscription): string {
  if (i.deleted) return 'Désinscrit';
  if (i.participe === false) return 'Ne participe pas';
  return i.participe ? 'Inscrit' : 'Sans réponse';
}

/**
 * The person's registrations to the firm's events (issue 33 §3, rule 'evenements'): the rows recorded with their guid or
 * their address. The table does not record who entered a participant, so others entered by the person stay the dossier's.
 */
@PersonalDataHolderProvider()
export class EventsPersonalData implements PersonalDataHolder {
  constructor(private readonly repo: EventsRepository) {}

  readonly retention = {
    /** 3 years after the event. */
    evenements: (before: Date): Promise<number> => this.repo.deleteInscriptionsBefore(before),
  };

  async exportOf(subject: DataSubject): Promise<PersonalDataSection[]> {
    const rows = (await this.repo.inscriptionsOf(subject.guidPersonne, subject.login)).map((i) => ({
      evenement: i.evenement.titre,
      date: i.evenement.dateDebut.toISOString(),
      dossier: i.codeDossier,
      prenom: i.prenom,
      nom: i.nom,
      email: i.email,
      telephone: i.tel,
      commentaire: i.commentaire,
      etat: etat(i),
      dateInscription: i.dateCreation.toISOString(),
    }));
    return [{ key: 'inscriptions-evenements', title: 'Inscriptions aux événements', rows }];
  }

  /** Rows kept so the event's counts hold, without the person. */
  async erase(tx: EntityManager, subject: DataSubject): Promise<ErasureOutcome[]> {
    const count = await this.repo.anonymiseOf(subject.guidPersonne, subject.login, ANONYME, tx);
    return [{ rule: 'evenements', action: 'anonymise', count }];
  }
}
