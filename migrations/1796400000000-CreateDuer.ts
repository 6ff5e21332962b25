import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DUER (issue 12, spec 03 §3): the base library (base types 1-4; items of the firm when code_dossier is null, a
 * dossier's own items otherwise) and each dossier's DUERs: work units, modules, operations, risks, pictograms, and
 * the field history of risks. A DUER's links to base items are checked at commit: deleting a dossier removes its
 * DUERs and its own base items in one statement, whatever the order of the cascades.
 */
export class CreateDuer1796400000000 implements MigrationInterface {
  name = 'CreateDuer1796400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    const dossier = `"code_dossier" character varying(6) REFERENCES "dossier"("code_dossier") ON DELETE CASCADE`;
    await q(
      `CREATE TABLE "duer_base_picto" ("id" SERIAL PRIMARY KEY, "nom" character varying(128) NOT NULL, "type_mime" character varying(64) NOT NULL, "image" text NOT NULL, "ordre" smallint NOT NULL DEFAULT 0)`,
    );
    await q(
      `CREATE TABLE "duer_base_categorie" ("id" SERIAL PRIMARY KEY, "nom" character varying(128) NOT NULL, "id_base_type" smallint, ${dossier}, "annee" smallint, "ordre" smallint NOT NULL DEFAULT 0)`,
    );
    await q(
      `CREATE TABLE "duer_base_module" ("id" SERIAL PRIMARY KEY, "nom" character varying(128) NOT NULL, "id_base_categorie" integer REFERENCES "duer_base_categorie"("id") ON DELETE SET NULL, ${dossier}, "annee" smallint, "ordre" smallint NOT NULL DEFAULT 0)`,
    );
    await q(
      `CREATE TABLE "duer_base_groupe" ("id" SERIAL PRIMARY KEY, "nom" character varying(128) NOT NULL, "id_base_module" integer REFERENCES "duer_base_module"("id") ON DELETE SET NULL, ${dossier}, "annee" smallint, "ordre" smallint NOT NULL DEFAULT 0)`,
    );
    await q(
      `CREATE TABLE "duer_base_risque" ("id" SERIAL PRIMARY KEY, "nom" character varying(128) NOT NULL, "id_base_groupe" integer REFERENCES "duer_base_groupe"("id") ON DELETE SET NULL, "est_avec_picto" boolean NOT NULL DEFAULT false, ${dossier}, "mesure_existante" character varying(2042) NOT NULL DEFAULT '', "mesure_a_faire" character varying(2042) NOT NULL DEFAULT '', "ordre" smallint NOT NULL DEFAULT 0)`,
    );
    await q(
      `CREATE TABLE "duer_base_risque_picto" ("id" SERIAL PRIMARY KEY, "id_base_risque" integer NOT NULL REFERENCES "duer_base_risque"("id") ON DELETE CASCADE, "id_base_picto" integer NOT NULL REFERENCES "duer_base_picto"("id") ON DELETE CASCADE, "description" character varying(255) NOT NULL DEFAULT '')`,
    );
    for (const [table, column] of [
      ['duer_base_categorie', 'code_dossier'],
      ['duer_base_module', 'id_base_categorie'],
      ['duer_base_module', 'code_dossier'],
      ['duer_base_groupe', 'id_base_module'],
      ['duer_base_groupe', 'code_dossier'],
      ['duer_base_risque', 'id_base_groupe'],
      ['duer_base_risque_picto', 'id_base_risque'],
    ]) {
      await q(`CREATE INDEX "IDX_${table}_${column}" ON "${table}" ("${column}")`);
    }

    await q(
      `CREATE TABLE "duer" ("id" SERIAL PRIMARY KEY, "code_dossier" character varying(6) NOT NULL REFERENCES "dossier"("code_dossier") ON DELETE CASCADE, "annee" smallint NOT NULL, "est_fini" boolean NOT NULL DEFAULT false, "est_valide" boolean NOT NULL DEFAULT false, "date_fini" TIMESTAMP WITH TIME ZONE, "id_ged_duer_definitif" integer, "version_calcul_risque" smallint NOT NULL DEFAULT 1, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_duer_dossier_annee" UNIQUE ("code_dossier", "annee"))`,
    );
    await q(
      `CREATE TABLE "duer_categorie" ("id" SERIAL PRIMARY KEY, "id_duer" integer NOT NULL REFERENCES "duer"("id") ON DELETE CASCADE, "id_base_categorie" integer NOT NULL REFERENCES "duer_base_categorie"("id") DEFERRABLE INITIALLY DEFERRED, "ordre" integer NOT NULL DEFAULT 1)`,
    );
    await q(
      `CREATE TABLE "duer_module" ("id" SERIAL PRIMARY KEY, "id_duer_categorie" integer NOT NULL REFERENCES "duer_categorie"("id") ON DELETE CASCADE, "id_base_module" integer NOT NULL REFERENCES "duer_base_module"("id") DEFERRABLE INITIALLY DEFERRED, "ordre" integer NOT NULL DEFAULT 1, "remarque" character varying(2048), "forcer_validation" boolean NOT NULL DEFAULT false, "version" integer NOT NULL DEFAULT 0)`,
    );
    await q(
      `CREATE TABLE "duer_groupe" ("id" SERIAL PRIMARY KEY, "id_duer_module" integer NOT NULL REFERENCES "duer_module"("id") ON DELETE CASCADE, "id_base_groupe" integer NOT NULL REFERENCES "duer_base_groupe"("id") DEFERRABLE INITIALLY DEFERRED, "ordre" integer NOT NULL DEFAULT 1)`,
    );
    await q(
      `CREATE TABLE "duer_risque" ("id" SERIAL PRIMARY KEY, "id_duer_groupe" integer NOT NULL REFERENCES "duer_groupe"("id") ON DELETE CASCADE, "id_base_risque" integer NOT NULL REFERENCES "duer_base_risque"("id") DEFERRABLE INITIALLY DEFERRED, "ordre" integer NOT NULL DEFAULT 1, "est_actif" boolean NOT NULL DEFAULT true, "gravite" smallint, "frequence" smallint, "maitrise_dixiemes" smallint, "mesure_existante" character varying(2042) NOT NULL DEFAULT '', "mesure_a_faire" character varying(2042) NOT NULL DEFAULT '', "mesure_qui" character varying(2042) NOT NULL DEFAULT '', "mesure_delai" character varying(2042) NOT NULL DEFAULT '')`,
    );
    await q(
      `CREATE TABLE "duer_picto" ("id" SERIAL PRIMARY KEY, "id_duer_risque" integer NOT NULL REFERENCES "duer_risque"("id") ON DELETE CASCADE, "id_base_picto" integer NOT NULL REFERENCES "duer_base_picto"("id") DEFERRABLE INITIALLY DEFERRED, "description" character varying(255) NOT NULL DEFAULT '')`,
    );
    await q(
      `CREATE TABLE "duer_historique" ("id" BIGSERIAL PRIMARY KEY, "id_duer_risque" integer NOT NULL REFERENCES "duer_risque"("id") ON DELETE CASCADE, "colonne" character varying(32) NOT NULL, "valeur" text, "date_modification" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "par_collaborateur" boolean NOT NULL, "auteur" character varying(255) NOT NULL)`,
    );
    for (const [table, column] of [
      ['duer_categorie', 'id_duer'],
      ['duer_module', 'id_duer_categorie'],
      ['duer_groupe', 'id_duer_module'],
      ['duer_risque', 'id_duer_groupe'],
      ['duer_picto', 'id_duer_risque'],
      ['duer_historique', 'id_duer_risque'],
    ]) {
      await q(`CREATE INDEX "IDX_${table}_${column}" ON "${table}" ("${column}")`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'duer_historique',
      'duer_picto',
      'duer_risque',
      'duer_groupe',
      'duer_module',
      'duer_categorie',
      'duer',
      'duer_base_risque_picto',
      'duer_base_risque',
      'duer_base_groupe',
      'duer_base_module',
      'duer_base_categorie',
      'duer_base_picto',
    ]) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
