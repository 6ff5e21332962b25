import type { EntityManager } from 'typeorm';
import {
  PersonalDataHolderProvider,
  type DataSubject,
  type ErasureOutcome,
  type PersonalDataHolder,
  type PersonalDataSection,
} from '../../common/personal-data/personal-data';
import { UserPersonalDataRepository } from './user-personal-data.repository';

/** The account (never its password hash) and the person's identity and contact details (issue 33 §3). */
@PersonalDataHolderProvider()
export class UserPersonalData implements PersonalDataHolder {
  /** Last: the other holders still read the person's login and addresses while they erase. */
  readonly eraseOrder = 100;

  constructor(private readonly repository: UserPersonalDataRepository) {}

  async exportOf(subject: DataSubject): Promise<PersonalDataSection[]> {
    const [compte, personne] = await Promise.all([this.repository.compte(subject.guidPersonne), this.repository.personne(subject.guidPersonne)]);
    const sections: PersonalDataSection[] = [];
    if (compte) {
      sections.push({
        key: 'compte',
        title: 'Compte',
        rows: [
          {
            identifiant: compte.login,
            creeLe: compte.createdAt.toISOString(),
            actif: compte.actif,
            mailAChaqueNotification: compte.sendMailWhenNotify,
            estTesteur: compte.estTesteur,
            accesForum: compte.hasForum,
          },
        ],
      });
    }
    if (personne) {
      sections.push({
        key: 'coordonnees',
        title: 'Identité et coordonnées',
        rows: [
          {
            civilite: personne.civilite,
            nom: personne.nom,
            prenom: personne.prenom,
            email: personne.email,
            telephone: personne.telephone,
            portable: personne.portable,
            adresse: personne.adresse,
            canalPrefere: personne.canalPrefere,
            modules: personne.modules.join(', ') || null,
            connuDepuis: personne.createdAt.toISOString(),
          },
        ],
      });
    }
    return sections;
  }

  async erase(tx: EntityManager, subject: DataSubject): Promise<ErasureOutcome[]> {
    return [
      { rule: 'compte', action: 'supprime', count: await this.repository.deleteCompte(tx, subject.guidPersonne) },
      { rule: 'coordonnees', action: 'anonymise', count: await this.repository.anonymisePersonne(tx, subject.guidPersonne) },
    ];
  }
}
