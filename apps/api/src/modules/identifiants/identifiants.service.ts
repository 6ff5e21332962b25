import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type Identifiant as IdentifiantDto,
  IDENTIFIANT_LIMITES,
  type IdentifiantCreation,
  IdentifiantMessages as M,
  type IdentifiantModification,
  type JournalAction,
  type MotDePasseRevelation,
  type SessionUser,
} from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { SecretSealer } from '../../common/secrets/secret-sealer';
import { Identifiant, IdentifiantJournalEntry } from './identifiant.entity';
import { toDto } from './identifiants.mapper';
import { IdentifiantsRepository } from './identifiants.repository';

const displayName = (user: SessionUser) => `${user.prenom} ${user.nom}`.trim() || user.login;

/**
 * Shared credentials (spec 02 §3-§9): the gérant writes them, passwords are write-only for him; staff of the portfolio
 * reveal one when they need it. Every write and reveal is journaled in the same transaction.
 */
@Injectable()
export class IdentifiantsService {
  constructor(
    private readonly repository: IdentifiantsRepository,
    private readonly sealer: SecretSealer,
  ) {}

  async list(codeDossier: string): Promise<IdentifiantDto[]> {
    const rows = await this.repository.list(codeDossier);
    const journal = await this.repository.latestJournal(
      codeDossier,
      rows.map((r) => r.id),
    );
    return rows.map((row) =>
      toDto(
        row,
        journal.filter((j) => j.idIdentifiant === row.id),
      ),
    );
  }

  add(user: SessionUser, codeDossier: string, body: IdentifiantCreation, now = new Date()): Promise<IdentifiantDto> {
    sameDossier(codeDossier, body.codeDossier);
    return this.repository.transaction(async (tx) => {
      await this.repository.lockDossier(tx, codeDossier);
      if ((await this.repository.count(tx, codeDossier)) >= IDENTIFIANT_LIMITES.parDossierMax) {
        throw AppException.validation([{ path: '', message: M.tropDIdentifiants }]);
      }
      const id = randomUUID();
      const row = Object.assign(new Identifiant(), {
        id,
        codeDossier,
        titre: body.titre.trim(),
        nomUtilisateur: body.nomUtilisateur.trim(),
        ...this.sealed(id, body.motDePasse),
        dateCreation: now,
        auteurCreation: user.login,
        dateModificationAgent: null,
        agentModification: null,
        dateModificationAdherent: null,
        adherentModification: null,
      });
      await this.repository.save(tx, row);
      return this.withJournal(tx, row, user, 'creation', now);
    });
  }

  edit(user: SessionUser, codeDossier: string, body: IdentifiantModification, now = new Date()): Promise<IdentifiantDto> {
    sameDossier(codeDossier, body.codeDossier);
    return this.repository.transaction(async (tx) => {
      const row = await this.found(tx, codeDossier, body.id);
      row.titre = body.titre.trim();
      row.nomUtilisateur = body.nomUtilisateur.trim();
      if (body.motDePasse != null) Object.assign(row, this.sealed(row.id, body.motDePasse));
      row.dateModificationAdherent = now;
      row.adherentModification = user.login;
      await this.repository.save(tx, row);
      return this.withJournal(tx, row, user, 'modification', now);
    });
  }

  remove(user: SessionUser, codeDossier: string, id: string, now = new Date()): Promise<void> {
    return this.repository.transaction(async (tx) => {
      const row = await this.found(tx, codeDossier, id);
      await this.repository.delete(tx, row);
      await this.repository.journal(tx, journalEntry(row, user, 'suppression', now));
    });
  }

  /** Staff only (the route says so): the clear password, journaled as a consultation the gérant sees. */
  reveal(user: SessionUser, codeDossier: string, id: string, now = new Date()): Promise<MotDePasseRevelation> {
    return this.repository.transaction(async (tx) => {
      const row = await this.found(tx, codeDossier, id);
      const motDePasse = this.sealer.open('identifiant', row.id, {
        chiffre: row.motDePasseChiffre,
        iv: row.iv,
        cleChiffree: row.cleChiffree,
        cleId: row.cleId,
      });
      await this.repository.journal(tx, journalEntry(row, user, 'consultation', now));
      return { motDePasse };
    });
  }

  private sealed(id: string, motDePasse: string): Pick<Identifiant, 'motDePasseChiffre' | 'iv' | 'cleChiffree' | 'cleId'> {
    const s = this.sealer.seal('identifiant', id, motDePasse);
    return { motDePasseChiffre: s.chiffre, iv: s.iv, cleChiffree: s.cleChiffree, cleId: s.cleId };
  }

  private async found(tx: EntityManager, codeDossier: string, id: string): Promise<Identifiant> {
    const row = await this.repository.findForUpdate(tx, codeDossier, id);
    if (!row) throw AppException.notFound(M.introuvable);
    return row;
  }

  private async withJournal(tx: EntityManager, row: Identifiant, user: SessionUser, action: JournalAction, now: Date): Promise<IdentifiantDto> {
    await this.repository.journal(tx, journalEntry(row, user, action, now));
    return toDto(row, await this.repository.latestJournal(row.codeDossier, [row.id], tx));
  }
}

function sameDossier(codeDossier: string, fromBody: string | undefined): void {
  if (fromBody !== undefined && fromBody !== codeDossier) throw AppException.validation([{ path: 'codeDossier', message: M.dossierDifferent }]);
}

function journalEntry(row: Identifiant, user: SessionUser, action: JournalAction, date: Date): IdentifiantJournalEntry {
  return Object.assign(new IdentifiantJournalEntry(), {
    id: randomUUID(),
    idIdentifiant: row.id,
    codeDossier: row.codeDossier,
    action,
    auteur: displayName(user),
    guidAuteur: user.guidPersonne,
    estCollaborateur: user.typeUtilisateur === 'collab',
    date,
    titre: row.titre,
  });
}
