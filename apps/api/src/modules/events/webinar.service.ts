import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ErrorCode, EvenementsMessages as M, LivestormSchema, type SessionUser } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AccessService } from '../droits/access.service';
import { EventsRepository } from './events.repository';

const unavailable = () =>
  new AppException(HttpStatus.SERVICE_UNAVAILABLE, { code: ErrorCode.ServiceUnavailable, message: M.webinarIndisponible, displayable: true });

/**
 * The personal link to an online event, asked of the webinar service (WEBINAR_URL). The address
 * must be the caller's own, registered by a dossier the caller may see; when the service cannot be
 * reached the answer is a displayable 503 and the rest of the portal is unaffected.
 */
@Injectable()
export class WebinarService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repo: EventsRepository,
    private readonly access: AccessService,
  ) {}

  async link(user: SessionUser, guidEvent: string, mail: string): Promise<{ url: string }> {
    // The link is personal to the address: registering someone's address must not hand over their link.
    this.access.requireOwnAddress(user, mail, M.webinarPersonnel);
    const event = await this.repo.findByGuid(guidEvent);
    if (!event) throw AppException.notFound(M.introuvable);
    if (event.estAnnule) throw AppException.validation([{ path: 'guidEvent', message: M.annule }]);
    const inscriptions = (await this.repo.activeByEmail(event.id, mail)).filter((i) => i.participe !== false);
    await this.access.requireModuleOnAny(
      user,
      inscriptions.map((i) => i.codeDossier),
      'page_events',
      M.webinarNonInscrit,
    );
    const { url, timeoutMs } = this.config.webinar;
    if (!url) throw unavailable();
    try {
      const res = await fetch(`${url}/events/${encodeURIComponent(guidEvent)}/link?email=${encodeURIComponent(mail)}`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`webinaire ${res.status}`);
      return LivestormSchema.parse(await res.json());
    } catch {
      throw unavailable();
    }
  }
}
