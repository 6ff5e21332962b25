import type { EntityManager } from 'typeorm';
import {
  PersonalDataHolderProvider,
  type DataSubject,
  type ErasureOutcome,
  type PersonalDataHolder,
  type PersonalDataSection,
} from '../../common/personal-data/personal-data';
import { DroitsRepository } from './droits.repository';

/** The person's access to dossiers: role, categories and favourite (issue 33 §3, rule 'droits'). */
@PersonalDataHolderProvider()
export class DroitsPersonalData implements PersonalDataHolder {
  constructor(private readonly repository: DroitsRepository) {}

  async exportOf(subject: DataSubject): Promise<PersonalDataSection[]> {
    const droits = await this.repository.withEverything(subject.guidPersonne);
    const rows = droits.map((d) => ({
      codeDossier: d.codeDossier,
      raisonSociale: d.dossier.raisonSociale,
      role: d.role.nomRole,
      categories: [...d.categories]
        .sort((a, b) => a.ordre - b.ordre)
        .map((c) => c.libelle)
        .join(', '),
      favori: d.estFavoris,
    }));
    return [{ key: 'droits', title: 'Accès aux dossiers', rows }];
  }

  async erase(tx: EntityManager, subject: DataSubject): Promise<ErasureOutcome[]> {
    return [{ rule: 'droits', action: 'supprime', count: await this.repository.deleteOf(tx, subject.guidPersonne) }];
  }
}
