import type { Identifiant as IdentifiantDto } from '@portail/contracts';
import type { Identifiant, IdentifiantJournalEntry } from './identifiant.entity';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The listed form: every field but the password's ciphertext and keys. */
export function toDto(row: Identifiant, journal: IdentifiantJournalEntry[] = []): IdentifiantDto {
  return {
    id: row.id,
    codeDossier: row.codeDossier,
    titre: row.titre,
    nomUtilisateur: row.nomUtilisateur,
    dateCreation: iso(row.dateCreation),
    auteurCreation: row.auteurCreation,
    dateModificationAgent: iso(row.dateModificationAgent),
    agentModification: row.agentModification,
    dateModificationAdherent: iso(row.dateModificationAdherent),
    adherentModification: row.adherentModification,
    journal: journal.map((j) => ({ action: j.action, auteur: j.auteur, estCollaborateur: j.estCollaborateur, date: j.date.toISOString() })),
  };
}
