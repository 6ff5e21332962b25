import { Injectable } from '@nestjs/common';
import { EvenementsMessages as M, type SessionUser, type SubscribeResult, type SubscriptionInputSchema } from '@portail/contracts';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AppException } from '../../common/app.exception';
import { NotificationService } from '../notifications/notification.service';
import { EventsRepository } from './events.repository';
import { CompteReader } from '../user/compte-reader.service';

type Input = z.output<typeof SubscriptionInputSchema>;

/**
 * Registering a dossier's participants to an event (spec 01 §4, §5). The event row is locked for
 * the whole transaction so two registrations for the last place cannot both succeed.
 */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly repo: EventsRepository,
    private readonly notifications: NotificationService,
    private readonly comptes: CompteReader,
  ) {}

  /** Only new entries (no id) and deleted ones (id + deleted) are acted on; a new entry replaces the same address's unanswered or declined one. */
  subscribe(user: SessionUser, codeDossier: string, idEvent: number, list: Input[]): Promise<SubscribeResult> {
    return this.repo.transaction(async (tx) => {
      const event = await this.repo.lock(idEvent, tx);
      if (!event) throw AppException.notFound(M.introuvable);
      if (event.estAnnule) throw AppException.validation([{ path: '', message: M.annule }]);
      const toAdd = list.map((s, i) => ({ s, i })).filter(({ s }) => !s.id && !s.deleted);
      const toDelete = list.filter((s) => s.id && s.deleted).map((s) => s.id!);
      if (toAdd.length === 0 && toDelete.length === 0) throw AppException.validation([{ path: '', message: M.auMoinsUn }]);

      const mine = new Map((await this.repo.ofDossier(codeDossier, idEvent, tx)).map((i) => [i.id, i]));
      if (toDelete.some((id) => !mine.has(id))) throw AppException.validation([{ path: '', message: M.inscriptionIntrouvable }]);
      // A person who declined or has not answered may come after all: the new entry replaces the old answer (spec 01 §4).
      const kept = [...mine.values()].filter((i) => !toDelete.includes(i.id));
      const taken = new Set(kept.filter((i) => i.participe === true).map((i) => i.email.toLowerCase()));
      const dupes = toAdd.flatMap(({ s, i }) => {
        const email = s.email.toLowerCase();
        if (taken.has(email)) return [{ path: `${i}.email`, message: `${s.email} est déjà inscrit à cet événement.` }];
        taken.add(email);
        return [];
      });
      if (dupes.length) throw AppException.validation(dupes);
      const added = new Set(toAdd.map(({ s }) => s.email.toLowerCase()));
      toDelete.push(...kept.filter((i) => i.participe !== true && added.has(i.email.toLowerCase())).map((i) => i.id));

      const counts = await this.repo.counts([idEvent], codeDossier, tx);
      const freed = toDelete.filter((id) => mine.get(id)!.participe !== false).length;
      const active = (counts.nbInscrits.get(idEvent) ?? 0) - freed;
      const adding = toAdd.filter(({ s }) => s.participe !== false).length;
      if (event.nbMaxInscription > 0 && active + adding > event.nbMaxInscription) {
        throw AppException.validation([{ path: '', message: M.placesRestantes(Math.max(0, event.nbMaxInscription - active)) }]);
      }

      await this.repo.markDeleted(toDelete, tx);
      await this.repo.insert(
        toAdd.map(({ s }) => ({
          id: randomUUID(),
          idEvent,
          codeDossier,
          nom: s.nom,
          prenom: s.prenom,
          email: s.email.toLowerCase(),
          tel: s.tel || null,
          participe: s.participe,
          deleted: false,
          guidPersonne: s.guidPersonne ?? null,
          estDossierMembre: s.estDossierMembre,
          idCampagne: event.idCampagne,
          commentaire: s.commentaire || null,
        })),
        tx,
      );
      if (toAdd.length > 0) {
        await this.notifications.notify(
          user.guidPersonne,
          { category: 'evenement', message: `Votre inscription à « ${event.titre} » a bien été enregistrée.`, url: `/event/${idEvent}` },
          tx,
        );
      }
      const nbInscrits = active + adding;
      return { nbInscrits, placesRestantes: event.nbMaxInscription > 0 ? Math.max(0, event.nbMaxInscription - nbInscrits) : null };
    });
  }

  /** Declining: the person's own participations become 'no', or a 'no' answer is recorded. */
  decline(user: SessionUser, codeDossier: string, idEvent: number): Promise<SubscribeResult> {
    return this.repo.transaction(async (tx) => {
      const event = await this.repo.lock(idEvent, tx);
      if (!event) throw AppException.notFound(M.introuvable);
      const changed = await this.repo.declineFor(user.guidPersonne, codeDossier, idEvent, tx);
      if (changed === 0) {
        const email = await this.comptes.email(user.guidPersonne, tx);
        await this.repo.insert(
          [
            {
              id: randomUUID(),
              idEvent,
              codeDossier,
              nom: user.nom,
              prenom: user.prenom,
              email: (email ?? user.login).toLowerCase(),
              tel: null,
              participe: false,
              deleted: false,
              guidPersonne: user.guidPersonne,
              estDossierMembre: true,
              idCampagne: event.idCampagne,
              commentaire: null,
            },
          ],
          tx,
        );
      }
      const n = (await this.repo.counts([idEvent], codeDossier, tx)).nbInscrits.get(idEvent) ?? 0;
      return { nbInscrits: n, placesRestantes: event.nbMaxInscription > 0 ? Math.max(0, event.nbMaxInscription - n) : null };
    });
  }
}
