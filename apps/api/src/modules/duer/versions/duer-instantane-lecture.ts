import { niveauOf, scoreOf } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { cotationOf, type RisqueRow } from '../duer-module-detail.service';
import type { DuerInstantane } from './duer-instantane';

type Ligne = Pick<RisqueRow, 'gravite' | 'frequence' | 'maitrise_dixiemes' | 'mesure_existante' | 'mesure_a_faire' | 'mesure_qui' | 'mesure_delai'> & {
  unite: string;
  module: string;
  operation: string;
  risque: string;
};

/**
 * The DUER's active risks as a definitive print shows them, read in the caller's transaction: base names of the work
 * unit, module, operation and risk (as the print reader and the module screen name them), score and level by the
 * DUER's scoring method, the four measure fields. Ordered as the work-units and module screens order them.
 */
export async function lireInstantane(tx: EntityManager, idDuer: number, versionCalculRisque: number): Promise<DuerInstantane> {
  const lignes: Ligne[] = await tx.query(
    `SELECT bc.nom AS unite, bm.nom AS module, bg.nom AS operation, br.nom AS risque,
            r.gravite, r.frequence, r.maitrise_dixiemes, r.mesure_existante, r.mesure_a_faire, r.mesure_qui, r.mesure_delai
       FROM duer_risque r
       JOIN duer_base_risque br ON br.id = r.id_base_risque
       JOIN duer_groupe g ON g.id = r.id_duer_groupe JOIN duer_base_groupe bg ON bg.id = g.id_base_groupe
       JOIN duer_module m ON m.id = g.id_duer_module JOIN duer_base_module bm ON bm.id = m.id_base_module
       JOIN duer_categorie c ON c.id = m.id_duer_categorie JOIN duer_base_categorie bc ON bc.id = c.id_base_categorie
      WHERE c.id_duer = $1 AND r.est_actif
      ORDER BY c.ordre, c.id, m.ordre, m.id, g.ordre, g.id, r.ordre, r.id`,
    [idDuer],
  );
  return {
    risques: lignes.map((l) => {
      const cotation = cotationOf(l);
      return {
        uniteTravail: l.unite,
        module: l.module,
        operation: l.operation,
        risque: l.risque,
        score: scoreOf(cotation, versionCalculRisque),
        niveau: niveauOf(cotation, versionCalculRisque),
        mesureExistante: l.mesure_existante ?? '',
        mesureAFaire: l.mesure_a_faire ?? '',
        mesureQui: l.mesure_qui ?? '',
        mesureDelai: l.mesure_delai ?? '',
      };
    }),
  };
}
