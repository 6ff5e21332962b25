import type { EntityManager } from 'typeorm';
import { keyRingOf } from '../apps/api/src/common/secrets/key-ring';
import { seal } from '../apps/api/src/common/secrets/envelope';
import { loadConfig } from '../apps/api/src/config/app-config';
import { DemandeRgpdEntity } from '../apps/api/src/modules/rgpd/demande-rgpd.entity';
import { CodeSecoursEntity } from '../apps/api/src/modules/securite/code-secours.entity';
import { CompteTotpEntity } from '../apps/api/src/modules/securite/compte-totp.entity';
import { JournalSecuriteEntity } from '../apps/api/src/modules/securite/journal-securite.entity';
import { recoveryCodeHash } from '../apps/api/src/modules/securite/recovery-codes';
import { COMPTE, PERSONNE } from './ids';

/** The QA member's TOTP key (README): any authenticator app accepts it typed by hand. Never a real account's. */
export const QA_TOTP_SECRET = 'PORTAILQADEUXFACTEURSCDERMARNEAA';
/** Her ten recovery codes, each usable once until the next reset. */
export const QA_RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `QACDE-SECR${'ABCDEFGHJK'[i]}`);
export const QA_ERASURE_REQUEST = '0e000000-0000-4000-8000-000000000001';

const DAY = 24 * 3600 * 1000;

/**
 * Issue 33's QA data: Anne Rousseau signs in with a second factor; Claire Martin's sign-in journal has a few entries; Sophie
 * Petit has asked to close her account (« Demandes RGPD »). Idempotent: restored by every reset.
 */
export async function seedSecurite(tx: EntityManager): Promise<void> {
  const compteId = COMPTE.doubleFacteur;
  const s = seal(keyRingOf(loadConfig()), 'totp', compteId, QA_TOTP_SECRET);
  await tx.delete(CompteTotpEntity, { compteId });
  await tx.insert(CompteTotpEntity, {
    compteId,
    secretScelle: s.chiffre,
    secretIv: s.iv,
    cleChiffree: s.cleChiffree,
    cleId: s.cleId,
    activeLe: new Date('2026-09-01T08:00:00Z'),
    dernierPas: '0',
  });
  await tx.delete(CodeSecoursEntity, { compteId });
  for (const code of QA_RECOVERY_CODES) await tx.insert(CodeSecoursEntity, { compteId, empreinte: await recoveryCodeHash(compteId, code), utiliseLe: null });

  await tx.delete(JournalSecuriteEntity, { guidPersonne: PERSONNE.gerantMulti });
  const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const entries = [
    { days: 12, evenement: 'connexion' as const, detail: 'mot-de-passe', adresse: '90.12.34.56', userAgent: firefox },
    { days: 5, evenement: 'nouvel-appareil' as const, detail: 'Téléphone · iOS 17.4, Safari 17', adresse: '176.140.2.17', userAgent: iphone },
    { days: 5, evenement: 'connexion' as const, detail: 'mot-de-passe', adresse: '176.140.2.17', userAgent: iphone },
    { days: 1, evenement: 'connexion' as const, detail: 'mot-de-passe', adresse: '90.12.34.56', userAgent: firefox },
  ];
  for (const e of entries) {
    await tx.insert(JournalSecuriteEntity, {
      guidPersonne: PERSONNE.gerantMulti,
      evenement: e.evenement,
      detail: e.detail,
      adresse: e.adresse,
      userAgent: e.userAgent,
      auteur: null,
      createdAt: new Date(Date.now() - e.days * DAY),
    });
  }

  await tx.delete(DemandeRgpdEntity, { id: QA_ERASURE_REQUEST });
  await tx.insert(DemandeRgpdEntity, {
    id: QA_ERASURE_REQUEST,
    guidPersonne: PERSONNE.sansDossier,
    type: 'effacement',
    statut: 'demandee',
    nom: 'Sophie Petit',
    login: 'sans.dossier@exemple.fr',
    motif: 'Je n’ai plus de dossier au cabinet.',
    demandeeLe: new Date(Date.now() - 3 * DAY),
    resultat: [],
  });
}
