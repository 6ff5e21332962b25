import type { EntityManager } from 'typeorm';
import { loadConfig } from '../apps/api/src/config/app-config';
import { Identifiant, IdentifiantJournalEntry } from '../apps/api/src/modules/identifiants/identifiant.entity';
import { seal } from '../apps/api/src/common/secrets/envelope';
import { keyRingOf } from '../apps/api/src/common/secrets/key-ring';
import { collaborateurs, personnes } from './data';

/** QA credentials of 010001 and 010002 (issue 15): five each, with a journal at fixed dates. */
export const IDENTIFIANTS_QA_DOSSIERS = ['010001', '010002'] as const;
export const identifiantId = (codeDossier: string, n: number) => `5a000000-0000-4000-8000-${codeDossier}${String(n).padStart(6, '0')}`;
const journalId = (codeDossier: string, n: number) => `5b000000-0000-4000-8000-${codeDossier}${String(n).padStart(6, '0')}`;

const julie = collaborateurs.find((c) => c.loginAd === 'ce.conseiller')!;
const claire = personnes.find((p) => p.email === 'gerant.multi@exemple.fr')!;
const julieNom = `${julie.prenom} ${julie.nom}`;
const claireNom = `${claire.prenom} ${claire.nom}`;

interface SeededIdentifiant {
  n: number;
  titre: string;
  nomUtilisateur: string;
  /** QA passwords: fake, documented in docs/features/identifiants.md so that a reveal can be checked. */
  motDePasse: string;
  creation: { date: string; auteur: string };
  agent?: string;
  adherent?: string;
}

const base = (code: string): SeededIdentifiant[] => [
  {
    n: 1,
    titre: 'impots.gouv.fr – espace professionnel',
    nomUtilisateur: `contact.${code}@exemple.fr`,
    motDePasse: `Impots-QA-${code}!`,
    creation: { date: '2026-01-12T09:30:00Z', auteur: claire.email },
  },
  {
    n: 2,
    titre: 'MSA – espace privé',
    nomUtilisateur: `MSA${code}`,
    motDePasse: `Msa-QA-${code}#`,
    creation: { date: '2026-02-03T14:00:00Z', auteur: julieNom },
    agent: '2026-03-10T08:15:00Z',
  },
  {
    n: 3,
    titre: 'Telepac (PAC)',
    nomUtilisateur: `0510${code}`,
    motDePasse: `Telepac-QA-${code}`,
    creation: { date: '2026-03-21T10:45:00Z', auteur: claire.email },
    adherent: '2026-04-02T16:20:00Z',
  },
  {
    n: 4,
    titre: 'Banque – Crédit Agricole Nord Est',
    nomUtilisateur: `9${code}42`,
    motDePasse: `Banque-QA-${code}`,
    creation: { date: '2026-05-05T07:00:00Z', auteur: claire.email },
  },
  {
    n: 5,
    titre: 'net-entreprises.fr (DSN)',
    nomUtilisateur: `dsn.${code}`,
    motDePasse: `Dsn-QA-${code}?`,
    creation: { date: '2026-06-18T12:00:00Z', auteur: julieNom },
  },
];

/** The seeded entries of a dossier with their clear QA passwords (tests and docs/features/identifiants.md). */
export const seededIdentifiants = (codeDossier: string): (SeededIdentifiant & { id: string })[] =>
  (IDENTIFIANTS_QA_DOSSIERS as readonly string[]).includes(codeDossier) ? base(codeDossier).map((s) => ({ ...s, id: identifiantId(codeDossier, s.n) })) : [];

/** Restores the seeded credentials and journal of a dossier and removes any other (idempotent); sealed with the configured master key. */
export async function seedIdentifiants(tx: EntityManager, codeDossier: string): Promise<void> {
  await tx.delete(IdentifiantJournalEntry, { codeDossier });
  await tx.delete(Identifiant, { codeDossier });
  const entries = seededIdentifiants(codeDossier);
  if (!entries.length) return;
  const ring = keyRingOf(loadConfig());
  let j = 0;
  for (const e of entries) {
    const s = seal(ring, 'identifiant', e.id, e.motDePasse);
    await tx.insert(Identifiant, {
      id: e.id,
      codeDossier,
      titre: e.titre,
      nomUtilisateur: e.nomUtilisateur,
      motDePasseChiffre: s.chiffre,
      iv: s.iv,
      cleChiffree: s.cleChiffree,
      cleId: s.cleId,
      dateCreation: new Date(e.creation.date),
      auteurCreation: e.creation.auteur,
      dateModificationAgent: e.agent ? new Date(e.agent) : null,
      agentModification: e.agent ? julieNom : null,
      dateModificationAdherent: e.adherent ? new Date(e.adherent) : null,
      adherentModification: e.adherent ? claire.email : null,
    });
    const events: [IdentifiantJournalEntry['action'], string, boolean, string][] = [
      ['creation', e.creation.auteur === julieNom ? julieNom : claireNom, e.creation.auteur === julieNom, e.creation.date],
    ];
    if (e.agent) events.push(['modification', julieNom, true, e.agent]);
    if (e.adherent) events.push(['modification', claireNom, false, e.adherent]);
    // Julie Bernard used the tax and Telepac credentials for the year's filings.
    if (e.n === 1) events.push(['consultation', julieNom, true, '2026-11-22T13:05:00Z']);
    if (e.n === 3) events.push(['consultation', julieNom, true, '2026-05-12T08:40:00Z']);
    for (const [action, auteur, estCollaborateur, date] of events) {
      await tx.insert(IdentifiantJournalEntry, {
        id: journalId(codeDossier, ++j),
        idIdentifiant: e.id,
        codeDossier,
        action,
        auteur,
        guidAuteur: estCollaborateur ? julie.guidPersonne : claire.guidPersonne,
        estCollaborateur,
        date: new Date(date),
        titre: e.titre,
      });
    }
  }
}
