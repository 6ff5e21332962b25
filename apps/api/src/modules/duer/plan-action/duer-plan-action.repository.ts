import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { StatutPlanAction } from '@portail/contracts';
import type { EntityManager } from 'typeorm';

export interface LigneRow {
  id_risque: number;
  id_categorie: number;
  unite: string;
  id_module: number;
  module: string;
  operation: string;
  risque: string;
  gravite: number | null;
  frequence: number | null;
  maitrise_dixiemes: number | null;
  mesure_a_faire: string;
  mesure_qui: string;
  mesure_delai: string;
  statut: StatutPlanAction | null;
  cout: string | null;
  moyens: string | null;
  indicateur: string | null;
  modifie_le: Date | null;
  modifie_par: string | null;
}

/** The DUER's active risks with a measure to put in place, by work unit, module, operation and risk order. */
const LIGNES_SQL = `
  SELECT r.id AS id_risque, c.id AS id_categorie, bc.nom AS unite, m.id AS id_module, bm.nom AS module, bg.nom AS operation,
         br.nom AS risque, r.gravite, r.frequence, r.maitrise_dixiemes, r.mesure_a_faire, r.mesure_qui, r.mesure_delai,
         p.statut, p.cout, p.moyens, p.indicateur, p.modifie_le, p.modifie_par
    FROM duer_risque r
    JOIN duer_groupe g ON g.id = r.id_duer_groupe JOIN duer_base_groupe bg ON bg.id = g.id_base_groupe
    JOIN duer_module m ON m.id = g.id_duer_module JOIN duer_base_module bm ON bm.id = m.id_base_module
    JOIN duer_categorie c ON c.id = m.id_duer_categorie JOIN duer_base_categorie bc ON bc.id = c.id_base_categorie
    JOIN duer_base_risque br ON br.id = r.id_base_risque
    LEFT JOIN duer_plan_action p ON p.id_duer_risque = r.id
   WHERE c.id_duer = $1 AND r.est_actif AND r.mesure_a_faire ~ '\\S'
   ORDER BY c.ordre, c.id, m.ordre, m.id, g.ordre, g.id, r.ordre, r.id`;

/** The action plan's queries; a save takes the caller's transaction. */
@Injectable()
export class DuerPlanActionRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  lignes(idDuer: number, tx: EntityManager = this.manager): Promise<LigneRow[]> {
    return tx.query(LIGNES_SQL, [idDuer]);
  }

  /** The general information's free text of the number of employees, if any. */
  async nombreSalaries(idDuer: number, tx: EntityManager = this.manager): Promise<string | undefined> {
    const rows: { nombre_salaries: string }[] = await tx.query('SELECT nombre_salaries FROM duer_informations_generales WHERE id_duer = $1', [idDuer]);
    return rows[0]?.nombre_salaries;
  }

  /** Status and PAPRIPACT columns of the lines; a line changes (and records who and when) only when one of its values does. */
  async enregistrer(
    tx: EntityManager,
    lignes: { idRisque: number; statut: string; cout: string; moyens: string; indicateur: string }[],
    modifiePar: string,
  ): Promise<void> {
    const l = lignes;
    await tx.query(
      `INSERT INTO duer_plan_action AS p (id_duer_risque, statut, cout, moyens, indicateur, modifie_le, modifie_par)
       SELECT u.id, u.statut, u.cout, u.moyens, u.indicateur, now(), $6
         FROM unnest($1::int[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[]) AS u(id, statut, cout, moyens, indicateur)
       ON CONFLICT (id_duer_risque) DO UPDATE
          SET statut = EXCLUDED.statut, cout = EXCLUDED.cout, moyens = EXCLUDED.moyens, indicateur = EXCLUDED.indicateur,
              modifie_le = now(), modifie_par = EXCLUDED.modifie_par
        WHERE (p.statut, p.cout, p.moyens, p.indicateur) IS DISTINCT FROM (EXCLUDED.statut, EXCLUDED.cout, EXCLUDED.moyens, EXCLUDED.indicateur)`,
      [l.map((x) => x.idRisque), l.map((x) => x.statut), l.map((x) => x.cout), l.map((x) => x.moyens), l.map((x) => x.indicateur), modifiePar],
    );
  }
}
