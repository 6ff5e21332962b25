import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Registre } from '@portail/contracts';
import { BLOB_STORE, type BlobStore } from '../../common/storage/blob-store';
import { ThemeService } from '../theme/theme.service';
import { PersonalDataHolders } from './personal-data-holders';
import { RETENTION_TABLE } from './retention-table';
import { RgpdRepository } from './rgpd.repository';

const DAY_MS = 24 * 3600 * 1000;

/** The retention table applied (the scheduled job) and read (the register of processing). */
@Injectable()
export class RgpdConservationService {
  private readonly logger = new Logger(RgpdConservationService.name);

  constructor(
    private readonly holders: PersonalDataHolders,
    private readonly requests: RgpdRepository,
    private readonly themes: ThemeService,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  /** Each rule with a duration removes what is older, through the module that owns the data; the journal says how much. */
  async apply(now = new Date()): Promise<Record<string, number>> {
    const removed: Record<string, number> = {};
    for (const rule of RETENTION_TABLE) {
      if (rule.days === null) continue;
      const before = new Date(now.getTime() - rule.days * DAY_MS);
      const apply = this.own(rule.key) ?? this.holders.retentionOf(rule.key);
      if (!apply) {
        this.logger.warn(`Règle de conservation « ${rule.key} » sans module pour l’appliquer`);
        continue;
      }
      removed[rule.key] = await apply(before);
      await this.requests.journal(rule.key, removed[rule.key], before);
    }
    return removed;
  }

  async registre(): Promise<Registre> {
    const runs = await this.requests.lastRuns();
    return {
      responsable: this.themes.theme.entityName,
      genereLe: new Date().toISOString(),
      traitements: RETENTION_TABLE.map(({ days: _days, ...rule }) => {
        const run = runs.get(rule.key);
        return { ...rule, derniereExecution: run ? { executeLe: run.executeLe.toISOString(), supprimes: run.supprimes } : null };
      }),
    };
  }

  /** The rules on the rgpd module's own data: expired export archives, and requests whose proof was kept long enough. */
  private own(key: string): ((before: Date) => Promise<number>) | undefined {
    if (key === 'export-donnees') return () => this.purgeExports();
    if (key === 'demandes-rgpd') return (before) => this.requests.deleteAnsweredBefore(before);
    return undefined;
  }

  private async purgeExports(): Promise<number> {
    const expired = await this.requests.expiredExports(new Date());
    for (const e of expired) {
      await this.blobs.delete(e.blobKey!);
      await this.requests.update(e.id, { blobKey: null });
    }
    return expired.length;
  }
}
