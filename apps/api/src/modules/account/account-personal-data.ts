import { COMMUNICATION_CHAMPS, type CommunicationChamp } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import {
  PersonalDataHolderProvider,
  type DataSubject,
  type ErasureOutcome,
  type PersonalDataHolder,
  type PersonalDataSection,
} from '../../common/personal-data/personal-data';
import { CompteReader } from '../user/compte-reader.service';
import { AccountPersonalDataRepository, type OwnAddresses } from './account-personal-data.repository';
import type { DossierCommunication } from './dossier-communication.entity';

/**
 * The dossiers' contact fields that hold the person's own addresses, and the changes the person made to them (issue 33
 * §3, rule 'coordonnees'). The other fields are the company's: they stay. Account tokens are secrets, never exported;
 * they go with the account.
 */
@PersonalDataHolderProvider()
export class AccountPersonalData implements PersonalDataHolder {
  constructor(
    private readonly repository: AccountPersonalDataRepository,
    private readonly comptes: CompteReader,
  ) {}

  async exportOf(subject: DataSubject): Promise<PersonalDataSection[]> {
    const own = await this.ownAddresses(subject);
    const [communications, modifications] = await Promise.all([
      this.repository.communicationsOf(subject.guidPersonne, own),
      this.repository.modificationsBy(subject.guidPersonne),
    ]);
    const rows = communications.flatMap((c) =>
      COMMUNICATION_CHAMPS.flatMap((champ) => {
        const modification = modifications.find((m) => m.codeDossier === c.codeDossier && m.champ === champ);
        const valeur = c[champ];
        if (!modification && !holds(own, champ, valeur)) return [];
        return [{ codeDossier: c.codeDossier, champ, valeur, modifieParVousLe: modification?.dateModification.toISOString() ?? null }];
      }),
    );
    return [{ key: 'communications', title: 'Coordonnées de communication des dossiers', rows }];
  }

  async erase(tx: EntityManager, subject: DataSubject): Promise<ErasureOutcome[]> {
    const own = await this.ownAddresses(subject, tx);
    const count = (await this.repository.clearAddresses(tx, own)) + (await this.repository.anonymiseModifications(tx, subject.guidPersonne));
    return [{ rule: 'coordonnees', action: 'anonymise', count }];
  }

  /** The sign-in address and the person's e-mail and phones, as the dossiers store them. */
  private async ownAddresses(subject: DataSubject, tx?: EntityManager): Promise<OwnAddresses> {
    const personne = await this.comptes.personne(subject.guidPersonne, tx);
    const emails = [subject.login, personne?.email].filter((e): e is string => !!e).map((e) => e.trim().toLowerCase());
    const phones = [personne?.telephone, personne?.portable].flatMap((p) => (p ? nationalDigits(p) : []));
    return { emails: [...new Set(emails)], phones: [...new Set(phones)] };
  }
}

/** '06 12 34 56 78' and '+33 6 12 34 56 78' both as '0612345678', the digits a dossier keeps. */
function nationalDigits(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return [];
  return digits.startsWith('33') && digits.length === 11 ? [digits, `0${digits.slice(2)}`] : [digits];
}

function holds(own: OwnAddresses, champ: CommunicationChamp, valeur: DossierCommunication[CommunicationChamp]): boolean {
  if (!valeur) return false;
  return champ === 'telephone' || champ === 'portable' ? own.phones.includes(valeur) : own.emails.includes(valeur.toLowerCase());
}
