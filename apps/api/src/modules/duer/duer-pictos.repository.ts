import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';

export interface PictoRow {
  id: number;
  id_duer_risque: number;
  id_base_picto: number;
  description: string;
}

/** Pictograms of the risks (duer_picto) and the base pictograms; writes take the caller's transaction. */
@Injectable()
export class DuerPictosRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  bases(): Promise<{ id: number; nom: string; type_mime: string; image: string }[]> {
    return this.manager.query('SELECT id, nom, type_mime, image FROM duer_base_picto ORDER BY ordre, nom, id');
  }

  /** The pictograms of the risks, in id order. */
  ofRisques(idsRisques: number[], tx: EntityManager = this.manager): Promise<PictoRow[]> {
    return tx.query('SELECT id, id_duer_risque, id_base_picto, description FROM duer_picto WHERE id_duer_risque = ANY($1) ORDER BY id', [idsRisques]);
  }

  /** How many of the ids are pictograms of the risk. */
  async nombreDuRisque(idRisque: number, ids: number[], tx: EntityManager = this.manager): Promise<number> {
    const [{ n }]: { n: number }[] = await tx.query('SELECT count(*)::int AS n FROM duer_picto WHERE id_duer_risque = $1 AND id = ANY($2)', [idRisque, ids]);
    return n;
  }

  /** How many of the ids are base pictograms. */
  async nombreBases(ids: number[], tx: EntityManager = this.manager): Promise<number> {
    const [{ n }]: { n: number }[] = await tx.query('SELECT count(*)::int AS n FROM duer_base_picto WHERE id = ANY($1)', [ids]);
    return n;
  }

  async delete(idRisque: number, ids: number[], tx: EntityManager = this.manager): Promise<void> {
    await tx.query('DELETE FROM duer_picto WHERE id_duer_risque = $1 AND id = ANY($2)', [idRisque, ids]);
  }

  async setDescription(id: number, idRisque: number, description: string, tx: EntityManager = this.manager): Promise<void> {
    await tx.query('UPDATE duer_picto SET description = $3 WHERE id = $1 AND id_duer_risque = $2', [id, idRisque, description]);
  }

  async insert(idRisque: number, idBasePicto: number, description: string, tx: EntityManager = this.manager): Promise<void> {
    await tx.query('INSERT INTO duer_picto (id_duer_risque, id_base_picto, description) VALUES ($1, $2, $3)', [idRisque, idBasePicto, description]);
  }

  /** The base risk's default pictograms onto a risk. */
  async copyDeBase(idRisque: number, idBaseRisque: number, tx: EntityManager = this.manager): Promise<void> {
    await tx.query(
      `INSERT INTO duer_picto (id_duer_risque, id_base_picto, description)
         SELECT $1, id_base_picto, description FROM duer_base_risque_picto WHERE id_base_risque = $2 ORDER BY id`,
      [idRisque, idBaseRisque],
    );
  }

  /** Another risk's pictograms onto a risk. */
  async copyDuRisque(idRisque: number, idSource: number, tx: EntityManager = this.manager): Promise<void> {
    await tx.query(
      'INSERT INTO duer_picto (id_duer_risque, id_base_picto, description) SELECT $1, id_base_picto, description FROM duer_picto WHERE id_duer_risque = $2 ORDER BY id',
      [idRisque, idSource],
    );
  }
}
