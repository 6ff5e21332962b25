import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { Duer } from './duer.entity';

/** A row of the DUER's tree as its validity reads it: every unit, its modules, their risks (nulls where none). */
export interface LigneValidite {
  id_categorie: number;
  id_module: number | null;
  forcer_validation: boolean | null;
  est_actif: boolean | null;
  gravite: number | null;
  frequence: number | null;
  maitrise_dixiemes: number | null;
}

/** DUERs (duer): a dossier's years, creation, the row lock of writes and the stored validity. */
@Injectable()
export class DuerRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  find(id: number, tx: EntityManager = this.manager): Promise<Duer | null> {
    return tx.getRepository(Duer).findOneBy({ id });
  }

  /** The DUER with its row locked until the transaction ends. */
  verrouiller(id: number, tx: EntityManager): Promise<Duer | null> {
    return tx.getRepository(Duer).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The dossier's DUERs, latest year first. */
  duDossier(codeDossier: string, tx: EntityManager = this.manager): Promise<Duer[]> {
    return tx.getRepository(Duer).find({ where: { codeDossier }, order: { annee: 'DESC' } });
  }

  create(duer: Pick<Duer, 'codeDossier' | 'annee' | 'versionCalculRisque'>, tx: EntityManager = this.manager): Promise<Duer> {
    return tx.getRepository(Duer).save(Object.assign(new Duer(), duer));
  }

  /** The dossier's DUERs: how many, and the oldest year. */
  async annees(codeDossier: string, tx: EntityManager = this.manager): Promise<{ n: number; plusAncien: number | null }> {
    const rows: { plus_ancien: number | null; n: number }[] = await tx.query(
      'SELECT min(annee)::int AS plus_ancien, count(*)::int AS n FROM duer WHERE code_dossier = $1',
      [codeDossier],
    );
    return { n: rows[0].n, plusAncien: rows[0].plus_ancien };
  }

  /** The DUERs of the dossiers, in the dossiers' order then latest year first. */
  desDossiers(codesDossiers: string[], limite: number): Promise<{ id: number; code_dossier: string; annee: number }[]> {
    return this.manager.query(
      `SELECT d.id, d.code_dossier, d.annee FROM duer d JOIN unnest($1::varchar[]) WITH ORDINALITY AS o(code_dossier, rang) ON o.code_dossier = d.code_dossier
        ORDER BY o.rang, d.annee DESC LIMIT $2`,
      [codesDossiers, limite],
    );
  }

  /** The tree's rows its validity reads. */
  lignesValidite(idDuer: number, tx: EntityManager = this.manager): Promise<LigneValidite[]> {
    return tx.query(
      `SELECT c.id AS id_categorie, m.id AS id_module, m.forcer_validation, r.est_actif, r.gravite, r.frequence, r.maitrise_dixiemes
         FROM duer_categorie c
         LEFT JOIN duer_module m ON m.id_duer_categorie = c.id
         LEFT JOIN duer_groupe g ON g.id_duer_module = m.id
         LEFT JOIN duer_risque r ON r.id_duer_groupe = g.id
        WHERE c.id_duer = $1`,
      [idDuer],
    );
  }

  /** The DUER's scoring method; undefined when it is gone. */
  async versionCalculRisque(idDuer: number, tx: EntityManager = this.manager): Promise<number | undefined> {
    const rows: { version_calcul_risque: number }[] = await tx.query('SELECT version_calcul_risque FROM duer WHERE id = $1', [idDuer]);
    return rows[0]?.version_calcul_risque;
  }

  async setValide(idDuer: number, estValide: boolean, tx: EntityManager = this.manager): Promise<void> {
    await tx.query('UPDATE duer SET est_valide = $2 WHERE id = $1 AND est_valide <> $2', [idDuer, estValide]);
  }
}
