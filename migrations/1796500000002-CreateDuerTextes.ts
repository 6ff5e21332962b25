import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DUER special pages written in the portal (spec 03 §2.8, §2.9, §3.7): the preamble and its categories, the general
 * information and the cover page, at most one of each per DUER. Absent rows read as empty texts.
 */
export class CreateDuerTextes1796500000002 implements MigrationInterface {
  name = 'CreateDuerTextes1796500000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    const duer = (table: string) =>
      `"id" SERIAL PRIMARY KEY, "id_duer" integer NOT NULL REFERENCES "duer"("id") ON DELETE CASCADE, CONSTRAINT "UQ_${table}_id_duer" UNIQUE ("id_duer")`;
    const texte = (column: string) => `"${column}" character varying(65535) NOT NULL DEFAULT ' '`;
    const champ = (column: string, length = 128) => `"${column}" character varying(${length}) NOT NULL DEFAULT ''`;
    await q(
      `CREATE TABLE "duer_preambule" (${duer('duer_preambule')}, ${texte('descriptif_exploitation')}, ${texte('ressources_humaines')}, ${texte('prestations_services')})`,
    );
    await q(
      `CREATE TABLE "duer_preambule_categorie" ("id" SERIAL PRIMARY KEY, "id_preambule" integer NOT NULL REFERENCES "duer_preambule"("id") ON DELETE CASCADE, "titre" character varying(255) NOT NULL, ${texte('contenu')}, "ordre" integer NOT NULL DEFAULT 1)`,
    );
    await q(`CREATE INDEX "IDX_duer_preambule_categorie_id_preambule" ON "duer_preambule_categorie" ("id_preambule")`);
    const informations = [
      'nature_activite',
      'nombre_salaries',
      'trousse_de_secours',
      'responsable_trousse_de_secours',
      'presence_de_secouriste',
      'referent_securite',
      'au_cours_des_12_derniers_mois',
      'nombre_accidents',
      'nombre_maladies_professionnelles',
    ];
    await q(`CREATE TABLE "duer_informations_generales" (${duer('duer_informations_generales')}, ${informations.map((c) => champ(c)).join(', ')})`);
    await q(
      `CREATE TABLE "duer_page_de_garde" (${duer('duer_page_de_garde')}, ${[1, 2, 3, 4].map((n) => champ(`champ${n}`, 255)).join(', ')}, ${champ('date_mise_a_jour')}, "ingenieur_conseil" character varying(128))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['duer_page_de_garde', 'duer_informations_generales', 'duer_preambule_categorie', 'duer_preambule']) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
