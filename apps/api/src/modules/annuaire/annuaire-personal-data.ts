import { ETAT_RAPPEL_LIBELLES } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import {
  PersonalDataHolderProvider,
  type DataSubject,
  type ErasureOutcome,
  type PersonalDataHolder,
  type PersonalDataSection,
} from '../../common/personal-data/personal-data';
import { AnnuaireRepository } from './annuaire.repository';

/**
 * The callback requests the person made to the directory's services (issue 33 §3, rule 'rappels'). A request keeps no
 * message nor phone number: the adviser's mail carried them.
 */
@PersonalDataHolderProvider()
export class AnnuairePersonalData implements PersonalDataHolder {
  constructor(private readonly repo: AnnuaireRepository) {}

  readonly retention = {
    /** 3 years after the request. */
    rappels: (before: Date): Promise<number> => this.repo.deleteRequestsBefore(before),
  };

  async exportOf(subject: DataSubject): Promise<PersonalDataSection[]> {
    const rows = (await this.repo.requestsOf(subject.guidPersonne)).map((d) => ({
      dateDemande: d.dateDemande.toISOString(),
      service: d.service.titre,
      dossier: d.codeDossier,
      conseiller: d.nomConseiller,
      demandeur: d.nomDemandeur,
      etat: ETAT_RAPPEL_LIBELLES[d.etat],
      dateEtat: d.dateEtat.toISOString(),
    }));
    return [{ key: 'rappels', title: 'Demandes de rappel', rows }];
  }

  async erase(tx: EntityManager, subject: DataSubject): Promise<ErasureOutcome[]> {
    return [{ rule: 'rappels', action: 'supprime', count: await this.repo.deleteRequestsOf(subject.guidPersonne, tx) }];
  }
}
