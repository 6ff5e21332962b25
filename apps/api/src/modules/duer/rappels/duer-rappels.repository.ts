import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { DuerRappel } from './duer-rappel.entity';

/** A dossier whose DUER has not had a definitive version for over 12 months, as the reminder reads it. */
export interface DuerEnRetard {
  codeDossier: string;
  /** 'Nombre de salarié(s)' of the dossier's latest DUER, free text. */
  nombreSalaries: string | null;
  /** The last definitive version (sealed print, else the date the DUER was finished); null when none. */
  derniereVersion: Date | null;
}

/** The DUER tables the yearly reminder reads, and its own table of reminders sent. */
@Injectable()
export class DuerRappelsRepository {
  constructor(@InjectRepository(DuerRappel) private readonly rappels: Repository<DuerRappel>) {}

  /** Dossiers with a DUER whose last definitive version is older than `avant` (or that have none). */
  async enRetard(avant: Date): Promise<DuerEnRetard[]> {
    const rows: { code_dossier: string; nombre_salaries: string | null; derniere_version: Date | null }[] = await this.rappels.query(
      `WITH dernier AS (
         SELECT DISTINCT ON (code_dossier) id, code_dossier FROM duer ORDER BY code_dossier, annee DESC, id DESC
       ), definitive AS (
         SELECT d.code_dossier,
                COALESCE((SELECT max(v.imprime_le) FROM duer_version v WHERE v.code_dossier = d.code_dossier),
                         (SELECT max(f.date_fini) FROM duer f WHERE f.code_dossier = d.code_dossier AND f.est_fini)) AS derniere_version
         FROM dernier d
       )
       SELECT d.code_dossier, ig.nombre_salaries, def.derniere_version
       FROM dernier d
       JOIN definitive def ON def.code_dossier = d.code_dossier
       LEFT JOIN duer_informations_generales ig ON ig.id_duer = d.id
       WHERE def.derniere_version IS NULL OR def.derniere_version < $1
       ORDER BY d.code_dossier`,
      [avant],
    );
    return rows.map((r) => ({ codeDossier: r.code_dossier, nombreSalaries: r.nombre_salaries, derniereVersion: r.derniere_version }));
  }

  /**
   * Records the reminder of the dossier unless one was sent after `depuis`; true when this call may send it. Atomic:
   * of two concurrent runs, the second waits on the row and then finds it recent.
   */
  async reserver(tx: EntityManager, codeDossier: string, maintenant: Date, depuis: Date): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `INSERT INTO duer_rappel (code_dossier, dernier_envoi) VALUES ($1, $2)
       ON CONFLICT (code_dossier) DO UPDATE SET dernier_envoi = EXCLUDED.dernier_envoi WHERE duer_rappel.dernier_envoi < $3
       RETURNING code_dossier`,
      [codeDossier, maintenant, depuis],
    );
    return rows.length === 1;
  }
}
