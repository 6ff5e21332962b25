import type { JournalAction } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import {
  PersonalDataHolderProvider,
  type DataSubject,
  type ErasureOutcome,
  type PersonalDataHolder,
  type PersonalDataSection,
  ANONYMISED_NAME,
} from '../../common/personal-data/personal-data';
import { IdentifiantsRepository } from './identifiants.repository';

const ANONYME = ANONYMISED_NAME;

const ACTIONS: Record<JournalAction, string> = {
  consultation: 'Consultation du mot de passe',
  creation: 'Création',
  modification: 'Modification',
  suppression: 'Suppression',
};

/**
 * The person's part in the shared credentials (issue 33 §3, rule 'consultations-identifiants'): what they created and did,
 * and who revealed what they created. Titles and dates only: never a user name, password or key.
 */
@PersonalDataHolderProvider()
export class IdentifiantsPersonalData implements PersonalDataHolder {
  constructor(private readonly repo: IdentifiantsRepository) {}

  readonly retention = {
    /** The journal: 1 year (CNIL recommendation on logging). */
    'consultations-identifiants': (before: Date): Promise<number> => this.repo.deleteJournalBefore(before),
  };

  async exportOf(subject: DataSubject): Promise<PersonalDataSection[]> {
    const created = await this.repo.createdBy(subject.guidPersonne, subject.login);
    const journal = await this.repo.journalBy(subject.guidPersonne);
    const consultations = await this.repo.consultationsOf(created.ids);
    const identifiants = [
      ...created.held.map((i) => ({ nature: 'Identifiant créé', titre: i.titre, dossier: i.code_dossier, date: i.date_creation?.toISOString() ?? null })),
      ...journal.map((j) => ({ nature: ACTIONS[j.action], titre: j.titre, dossier: j.codeDossier, date: j.date.toISOString() })),
    ];
    return [
      { key: 'identifiants', title: 'Identifiants partagés', rows: identifiants },
      {
        key: 'consultations-identifiants',
        title: 'Consultations des identifiants que vous avez créés',
        rows: consultations.map((j) => ({ titre: j.titre, dossier: j.codeDossier, consultePar: j.auteur, date: j.date.toISOString() })),
      },
    ];
  }

  /** The journal and the credentials keep their history without the person's name. */
  async erase(tx: EntityManager, subject: DataSubject): Promise<ErasureOutcome[]> {
    const count = await this.repo.anonymiseAuthor(subject.guidPersonne, subject.login, ANONYME, tx);
    return [{ rule: 'consultations-identifiants', action: 'anonymise', count }];
  }
}
