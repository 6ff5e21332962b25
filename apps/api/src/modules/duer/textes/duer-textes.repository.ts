import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

const INFORMATIONS = [
  'nature_activite',
  'nombre_salaries',
  'trousse_de_secours',
  'responsable_trousse_de_secours',
  'presence_de_secouriste',
  'referent_securite',
  'au_cours_des_12_derniers_mois',
  'nombre_accidents',
  'nombre_maladies_professionnelles',
].join(', ');
const PAGE = 'champ1, champ2, champ3, champ4, date_mise_a_jour, ingenieur_conseil';

/** The texts' raw queries (the services read and write rows through TypeORM); writes take the caller's transaction. */
@Injectable()
export class DuerTextesRepository {
  /** The number of the preamble's categories and the order a new one takes (last). */
  async prochaineCategorie(tx: EntityManager, idPreambule: number): Promise<{ n: number; ordre: number }> {
    const [suivante]: { n: number; ordre: number }[] = await tx.query(
      'SELECT count(*)::int AS n, COALESCE(max(ordre), 0)::int + 1 AS ordre FROM duer_preambule_categorie WHERE id_preambule = $1',
      [idPreambule],
    );
    return suivante;
  }

  /** Orders 1..n of the preamble's categories, in the current order (ties by id). */
  async renumeroterCategories(tx: EntityManager, idPreambule: number): Promise<void> {
    await tx.query(
      `UPDATE duer_preambule_categorie c SET ordre = r.n FROM (
         SELECT id, row_number() OVER (ORDER BY ordre, id)::int AS n FROM duer_preambule_categorie WHERE id_preambule = $1
       ) r WHERE c.id = r.id AND c.ordre <> r.n`,
      [idPreambule],
    );
  }

  /** The source DUER's preamble with its categories, general information and cover page, into the new DUER. */
  async copier(tx: EntityManager, idDuer: number, idSource: number): Promise<void> {
    const preambules: { id: number }[] = await tx.query(
      `INSERT INTO duer_preambule (id_duer, descriptif_exploitation, ressources_humaines, prestations_services)
       SELECT $1, descriptif_exploitation, ressources_humaines, prestations_services FROM duer_preambule WHERE id_duer = $2 RETURNING id`,
      [idDuer, idSource],
    );
    if (preambules.length > 0) {
      await tx.query(
        `INSERT INTO duer_preambule_categorie (id_preambule, titre, contenu, ordre)
         SELECT $1, c.titre, c.contenu, c.ordre FROM duer_preambule_categorie c JOIN duer_preambule p ON p.id = c.id_preambule
         WHERE p.id_duer = $2 ORDER BY c.ordre, c.id`,
        [preambules[0].id, idSource],
      );
    }
    await tx.query(
      `INSERT INTO duer_informations_generales (id_duer, ${INFORMATIONS}) SELECT $1, ${INFORMATIONS} FROM duer_informations_generales WHERE id_duer = $2`,
      [idDuer, idSource],
    );
    await tx.query(`INSERT INTO duer_page_de_garde (id_duer, ${PAGE}) SELECT $1, ${PAGE} FROM duer_page_de_garde WHERE id_duer = $2`, [idDuer, idSource]);
  }
}
