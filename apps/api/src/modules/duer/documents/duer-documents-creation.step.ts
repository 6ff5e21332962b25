import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type DuerCreationStep, DuerCreationSteps, type DuerCreee } from '../duer-creation-steps';

/**
 * A new DUER gets the firm's fixed pages (cover page, general information, preamble, prior audit); a copy with its
 * content also takes the source's pages and annexes in their order, when the new DUER's dossier may use them.
 */
@Injectable()
export class DuerDocumentsCreationStep implements DuerCreationStep, OnModuleInit {
  constructor(private readonly steps: DuerCreationSteps) {}

  onModuleInit(): void {
    this.steps.register(this);
  }

  async afterCreate(tx: EntityManager, { idDuer, codeDossier, idSource, avecContenu }: DuerCreee): Promise<void> {
    if (idSource !== null && avecContenu) await this.copy(tx, idDuer, codeDossier, idSource);
    await tx.query(
      `INSERT INTO duer_page (id_duer, id_base_page, est_avant_risques, ordre)
       SELECT $1, bp.id, bp.est_avant_risques, bp.ordre FROM duer_base_page bp WHERE bp.est_fixe AND bp.code_dossier IS NULL
       ON CONFLICT DO NOTHING`,
      [idDuer],
    );
  }

  private async copy(tx: EntityManager, idDuer: number, codeDossier: string, idSource: number): Promise<void> {
    const visible = (alias: string) => `(${alias}.code_dossier IS NULL OR ${alias}.code_dossier = $3)`;
    await tx.query(
      `INSERT INTO duer_page (id_duer, id_base_page, est_avant_risques, ordre)
       SELECT $1, p.id_base_page, p.est_avant_risques, p.ordre FROM duer_page p JOIN duer_base_page bp ON bp.id = p.id_base_page
       WHERE p.id_duer = $2 AND ${visible('bp')} ON CONFLICT DO NOTHING`,
      [idDuer, idSource, codeDossier],
    );
    await tx.query(
      `INSERT INTO duer_annexe (id_duer, id_base_annexe)
       SELECT $1, a.id_base_annexe FROM duer_annexe a JOIN duer_base_annexe ba ON ba.id = a.id_base_annexe
       WHERE a.id_duer = $2 AND ${visible('ba')} ON CONFLICT DO NOTHING`,
      [idDuer, idSource, codeDossier],
    );
    // A module's annexes follow to the new DUER's modules of the same base module.
    await tx.query(
      `INSERT INTO duer_annexe_module (id_duer_module, id_base_annexe)
       SELECT DISTINCT dm.id, a.id_base_annexe FROM duer_annexe_module a
       JOIN duer_base_annexe ba ON ba.id = a.id_base_annexe
       JOIN duer_module sm ON sm.id = a.id_duer_module JOIN duer_categorie sc ON sc.id = sm.id_duer_categorie
       JOIN duer_module dm ON dm.id_base_module = sm.id_base_module JOIN duer_categorie dc ON dc.id = dm.id_duer_categorie
       WHERE sc.id_duer = $2 AND dc.id_duer = $1 AND ${visible('ba')} ON CONFLICT DO NOTHING`,
      [idDuer, idSource, codeDossier],
    );
  }
}
