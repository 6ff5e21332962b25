import { Inject, Injectable, Logger } from '@nestjs/common';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { PersonalDataSection } from '../../common/personal-data/personal-data';
import { BLOB_STORE, type BlobStore } from '../../common/storage/blob-store';
import { TransactionRunner } from '../../common/transaction';
import { ThemeService } from '../theme/theme.service';
import { PersonalDataHolders } from './personal-data-holders';
import { RgpdMails } from './rgpd-mails.service';
import { RgpdRepository } from './rgpd.repository';
import { summaryPdf } from './summary-pdf';

const VALID_MS = 7 * 24 * 3600 * 1000;

/** The worker's part of an export: every module's sections, as JSON, a PDF summary and the person's files, in one ZIP. */
@Injectable()
export class ExportBuilder {
  private readonly logger = new Logger(ExportBuilder.name);

  constructor(
    private readonly holders: PersonalDataHolders,
    private readonly requests: RgpdRepository,
    private readonly mails: RgpdMails,
    private readonly themes: ThemeService,
    private readonly transactions: TransactionRunner,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async build(id: string, lastAttempt: boolean): Promise<{ taille: number } | null> {
    const demande = await this.requests.find(id);
    if (!demande || demande.statut !== 'en-preparation') return null;
    try {
      const subject = { guidPersonne: demande.guidPersonne, login: demande.login };
      const sections = (await Promise.all(this.holders.all.map((h) => h.exportOf(subject)))).flat();
      const generatedAt = new Date();
      const { platformName, entityName } = this.themes.theme;
      const pdf = await summaryPdf({ platformName, entityName, nom: demande.nom, generatedAt }, sections);
      const key = `rgpd/exports/${id}.zip`;
      const stored = await this.blobs.put(key, this.zip(sections, pdf, generatedAt), { contentType: 'application/zip' });
      await this.transactions.run(async (tx) => {
        await this.requests.update(id, { statut: 'prete', blobKey: key, taille: String(stored.size), expireLe: new Date(Date.now() + VALID_MS) }, tx);
        if (demande.login) await this.mails.exportReady(tx, demande.login, id);
      });
      return { taille: stored.size };
    } catch (e) {
      this.logger.error(`Export RGPD ${id} : ${(e as Error).message}`);
      if (lastAttempt) await this.requests.update(id, { statut: 'echec' });
      throw e;
    }
  }

  private zip(sections: PersonalDataSection[], pdf: Buffer, generatedAt: Date): Readable {
    const zip = new ZipFile();
    const json = Object.fromEntries(sections.map((s) => [s.key, { titre: s.title, lignes: s.rows }]));
    zip.addBuffer(Buffer.from(JSON.stringify({ genereLe: generatedAt.toISOString(), donnees: json }, null, 2)), 'donnees.json', { mtime: generatedAt });
    zip.addBuffer(pdf, 'resume.pdf', { mtime: generatedAt });
    for (const section of sections) {
      for (const file of section.files ?? []) {
        zip.addReadStreamLazy(`fichiers/${section.key}/${file.name}`, { mtime: generatedAt }, (cb) => {
          this.blobs.get(file.blobKey).then(
            (s) => cb(null, s),
            (e: Error) => cb(e, undefined as unknown as Readable),
          );
        });
      }
    }
    const out = new PassThrough();
    zip.on('error', (e: Error) => out.destroy(e));
    (zip.outputStream as Readable).pipe(out);
    zip.end();
    void once(out, 'close').catch(() => undefined);
    return out;
  }
}
