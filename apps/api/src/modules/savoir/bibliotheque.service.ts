import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type BibliothequePage, type BibliothequeQuery, SavoirMessages } from '@portail/contracts';
import type { Readable } from 'node:stream';
import type { Repository } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { BLOB_STORE, BlobNotFoundError, type BlobStore } from '../../common/storage/blob-store';
import { Bibliotheque, BibliothequeFichier } from './bibliotheque.entity';

/** LIKE wildcards typed by the user are searched as text. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The firm's documentation libraries (spec 02 §7 GET /api/documentations/ged/{codeGED}). */
@Injectable()
export class BibliothequeService {
  constructor(
    @InjectRepository(Bibliotheque) private readonly bibliotheques: Repository<Bibliotheque>,
    @InjectRepository(BibliothequeFichier) private readonly fichiers: Repository<BibliothequeFichier>,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  /** Filter '*' lists everything; any other term is matched, lower-cased, anywhere in the file name. Sorted by name. */
  async page(codeGed: string, q: BibliothequeQuery): Promise<BibliothequePage> {
    const bibliotheque = await this.bibliotheques.findOneBy({ codeGed });
    if (!bibliotheque) throw AppException.notFound(SavoirMessages.bibliothequeIntrouvable);
    const term = q.filter.trim().toLowerCase();
    const query = this.fichiers.createQueryBuilder('f').where('f.code_ged = :codeGed', { codeGed });
    if (term !== '*' && term !== '') query.andWhere(`lower(f.nom) LIKE :term ESCAPE '\\'`, { term: `%${escapeLike(term)}%` });
    const [rows, total] = await query
      .orderBy('lower(f.nom)', 'ASC')
      .addOrderBy('f.id', 'ASC')
      .skip((q.page - 1) * q.size)
      .take(q.size)
      .getManyAndCount();
    return {
      codeGed,
      titre: bibliotheque.titre,
      total,
      page: q.page,
      size: q.size,
      fichiers: rows.map((f) => ({ id: f.id, nom: f.nom, taille: f.taille, date: f.date.toISOString() })),
    };
  }

  async file(codeGed: string, id: string): Promise<{ nom: string; typeMime: string; taille: number; stream: Readable }> {
    const row = await this.fichiers.findOneBy({ id, codeGed });
    if (!row) throw AppException.notFound(SavoirMessages.fichierIntrouvable);
    try {
      return { nom: row.nom, typeMime: row.typeMime, taille: row.taille, stream: await this.blobs.get(row.blobKey) };
    } catch (e) {
      if (e instanceof BlobNotFoundError) throw AppException.notFound(SavoirMessages.fichierIntrouvable);
      throw e;
    }
  }
}
