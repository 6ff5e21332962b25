import type { EntityManager } from 'typeorm';
import {
  PersonalDataHolderProvider,
  type DataSubject,
  type ErasureOutcome,
  type PersonalDataHolder,
  type PersonalDataSection,
} from '../../common/personal-data/personal-data';
import { SessionRegistry } from '../auth/sessions/session-registry.service';
import { CompteReader } from '../user/compte-reader.service';
import { AppareilsRepository } from './appareils.repository';
import { JournalSecuriteRepository } from './journal-securite.repository';
import { TotpRepository } from './totp.repository';

/**
 * The sign-in journal, the browsers and the second factor of the person (issue 33 §3, rule 'journal-connexion'). Never
 * the TOTP key, the recovery codes nor a browser's cookie fingerprint; the key and codes go with the account.
 */
@PersonalDataHolderProvider()
export class SecuritePersonalData implements PersonalDataHolder {
  /** One year after the event, and after the browser's last sign-in (CNIL recommendation on logging). */
  readonly retention = {
    'journal-connexion': async (before: Date) => (await this.journal.deleteBefore(before)) + (await this.appareils.deleteUnusedSince(before)),
  };

  constructor(
    private readonly journal: JournalSecuriteRepository,
    private readonly appareils: AppareilsRepository,
    private readonly totp: TotpRepository,
    private readonly comptes: CompteReader,
    private readonly sessions: SessionRegistry,
  ) {}

  async exportOf(subject: DataSubject): Promise<PersonalDataSection[]> {
    const [entries, compte] = await Promise.all([this.journal.of(subject.guidPersonne), this.comptes.compteOf(subject.guidPersonne)]);
    const sections: PersonalDataSection[] = [];
    if (entries.length) {
      const rows = entries.map((e) => ({
        date: e.createdAt.toISOString(),
        evenement: e.evenement,
        detail: e.detail,
        adresse: e.adresse,
        navigateur: e.userAgent,
      }));
      sections.push({ key: 'journal-connexion', title: 'Journal des connexions et de la sécurité', rows });
    }
    if (!compte) return sections;
    const [appareils, totp, codesLeft] = await Promise.all([this.appareils.all(compte.id), this.totp.find(compte.id), this.totp.codesLeft(compte.id)]);
    if (appareils.length) {
      const rows = appareils.map((a) => ({
        navigateur: a.userAgent,
        premiereConnexion: a.premiereConnexion.toISOString(),
        derniereConnexion: a.derniereConnexion.toISOString(),
        memoriseJusquA: a.memoriseJusquA?.toISOString() ?? null,
      }));
      sections.push({ key: 'appareils', title: 'Appareils connus', rows });
    }
    if (totp) {
      const rows = [{ activeDepuis: totp.activeLe?.toISOString() ?? null, codesDeSecoursRestants: codesLeft }];
      sections.push({ key: 'double-authentification', title: 'Double authentification', rows });
    }
    return sections;
  }

  async erase(tx: EntityManager, subject: DataSubject): Promise<ErasureOutcome[]> {
    const compte = await this.comptes.compteOf(subject.guidPersonne, {}, tx);
    const count =
      (await this.journal.deleteOf(tx, subject.guidPersonne)) +
      (compte ? await this.appareils.deleteAll(tx, compte.id) : 0) +
      (await this.sessions.revokeOf(tx, subject.guidPersonne));
    return [{ rule: 'journal-connexion', action: 'supprime', count }];
  }
}
