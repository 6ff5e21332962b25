import { Injectable } from '@nestjs/common';
import { EvenementsMessages as M, type EventInvitation, type Evenement as EventDto, type Subscription } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { ThemeService } from '../theme/theme.service';
import type { Evenement } from './evenement.entity';
import { toEventDto, toSubscription } from './event.mapper';
import { EventsRepository } from './events.repository';

/** Reading events and a dossier's participants (spec 01 §7.4). */
@Injectable()
export class EventsService {
  constructor(
    private readonly repo: EventsRepository,
    private readonly theme: ThemeService,
  ) {}

  async list(codeDossier: string, limit: number): Promise<EventDto[]> {
    return this.present(await this.repo.list(limit), codeDossier);
  }

  async linked(idCampagne: number, codeDossier: string): Promise<EventDto[]> {
    return this.present(await this.repo.linked(idCampagne), codeDossier);
  }

  async one(id: number, codeDossier: string, manager?: EntityManager): Promise<EventDto> {
    const e = await this.repo.find(id, manager);
    if (!e) throw AppException.notFound(M.introuvable);
    return (await this.present([e], codeDossier, manager))[0];
  }

  async invitation(codeDossier: string, id: number): Promise<EventInvitation> {
    const event = await this.one(id, codeDossier);
    const mine = await this.repo.ofDossier(codeDossier, id);
    const reponse = mine.some((i) => i.participe !== false) ? 'inscrit' : mine.length > 0 ? 'decline' : 'aucune';
    return { event, reponse };
  }

  async subscriptions(codeDossier: string, id?: number): Promise<Subscription[]> {
    if (id !== undefined && !(await this.repo.find(id))) throw AppException.notFound(M.introuvable);
    return (await this.repo.ofDossier(codeDossier, id)).map(toSubscription);
  }

  async media(id: number, kind: 'icone' | 'image'): Promise<{ data: Buffer; type: string }> {
    const m = await this.repo.media(id, kind);
    if (!m) throw AppException.notFound(kind === 'icone' ? 'Icône introuvable.' : 'Image introuvable.');
    return m;
  }

  private async present(events: Evenement[], codeDossier: string, manager?: EntityManager): Promise<EventDto[]> {
    const c = await this.repo.counts(
      events.map((e) => e.id),
      codeDossier,
      manager,
    );
    const entityName = this.theme.theme.entityName;
    return events.map((e) =>
      toEventDto(e, {
        nbInscrits: c.nbInscrits.get(e.id) ?? 0,
        registred: c.registred.has(e.id),
        nbevent: e.idCampagne ? (c.nbEvents.get(e.idCampagne) ?? 1) : 1,
        entityName,
      }),
    );
  }
}
