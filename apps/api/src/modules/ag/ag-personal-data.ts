import type { EntityManager } from 'typeorm';
import {
  PersonalDataHolderProvider,
  type DataSubject,
  type ErasureOutcome,
  type PersonalDataHolder,
  type PersonalDataSection,
  ANONYMISED_NAME,
} from '../../common/personal-data/personal-data';
import { AgRepository } from './ag.repository';

const ANONYME = ANONYMISED_NAME;

const presence = (participe: boolean | null) => (participe === null ? 'Sans réponse' : participe ? 'Présent' : 'Absent');

/** The answers the person gave to the general assembly (issue 33 §3, rule 'assemblee-generale'). */
@PersonalDataHolderProvider()
export class AgPersonalData implements PersonalDataHolder {
  constructor(private readonly repo: AgRepository) {}

  readonly retention = {
    /** 5 years after the assembly (Code civil art. 2224). */
    'assemblee-generale': (before: Date): Promise<number> => this.repo.deleteInvitationsBefore(before),
  };

  async exportOf(subject: DataSubject): Promise<PersonalDataSection[]> {
    const rows = (await this.repo.reponsesDe(subject.guidPersonne)).map((i) => ({
      annee: i.millesime,
      dateAssemblee: i.annee?.dateAg.toISOString() ?? null,
      dossier: i.codeDossier,
      raisonSociale: i.dossier?.raisonSociale ?? null,
      presence: presence(i.participe),
      nbPersonnes: i.nbPersonne,
      pouvoirAuPresident: i.pouvoirPresident,
      voix: i.poids,
      reponduPar: i.libelleUserModification,
      dateReponse: i.dateReponse?.toISOString() ?? null,
      dateModification: i.dateModification?.toISOString() ?? null,
      adresseIp: i.adresseIp,
    }));
    return [{ key: 'assemblee-generale', title: 'Assemblée générale', rows }];
  }

  /** The answers stay the assembly's record (the law keeps them); who gave them goes. */
  async erase(tx: EntityManager, subject: DataSubject): Promise<ErasureOutcome[]> {
    const count = await this.repo.anonymiseReponsesDe(subject.guidPersonne, ANONYME, tx);
    return [{ rule: 'assemblee-generale', action: 'anonymise', count }];
  }
}
