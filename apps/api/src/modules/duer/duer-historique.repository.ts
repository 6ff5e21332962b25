import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { HistoriqueModule } from '@portail/contracts';
import type { EntityManager } from 'typeorm';

type NomColonne = HistoriqueModule['historiqueCollaborateur'][number]['colonnes'][number]['nomColonne'];

export interface HistoriqueRow {
  id_duer_risque: number;
  colonne: NomColonne;
  valeur: string | null;
  date_modification: Date;
  par_collaborateur: boolean;
}

/** Field history of the risks (duer_historique). */
@Injectable()
export class DuerHistoriqueRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** The history of the module's risks: per risk, newest first. */
  duModule(idModule: number): Promise<HistoriqueRow[]> {
    return this.manager.query(
      `SELECT h.id_duer_risque, h.colonne, h.valeur, h.date_modification, h.par_collaborateur
           FROM duer_historique h JOIN duer_risque r ON r.id = h.id_duer_risque JOIN duer_groupe g ON g.id = r.id_duer_groupe
          WHERE g.id_duer_module = $1 ORDER BY h.id_duer_risque, h.date_modification DESC, h.id DESC`,
      [idModule],
    );
  }

  async insert(
    ligne: { idRisque: number; colonne: NomColonne; valeur: string | null; parCollaborateur: boolean; auteur: string },
    tx: EntityManager = this.manager,
  ): Promise<void> {
    await tx.query('INSERT INTO duer_historique (id_duer_risque, colonne, valeur, par_collaborateur, auteur) VALUES ($1, $2, $3, $4, $5)', [
      ligne.idRisque,
      ligne.colonne,
      ligne.valeur,
      ligne.parCollaborateur,
      ligne.auteur,
    ]);
  }
}
