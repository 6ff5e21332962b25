import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DUER annexes and pages (issue 12, spec 03 §2.5, §2.6, §3.7): base annexes and base pages (the firm's when
 * code_dossier is null, a dossier's own otherwise) with their file in the blob store, and their links to a DUER or to
 * one of its modules. Special pages 1, 3, 4 and 10 have no file. Links go with their DUER or module.
 */
export class CreateDuerDocuments1796500000000 implements MigrationInterface {
  name = 'CreateDuerDocuments1796500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    const dossier = `"code_dossier" character varying(6) REFERENCES "dossier"("code_dossier") ON DELETE CASCADE`;
    const fichier = `"blob_key" character varying(255), "nom_fichier" character varying(255), "extension" character varying(8), "mime" character varying(128), "taille" integer`;
    await q(
      `CREATE TABLE "duer_base_annexe" ("id" SERIAL PRIMARY KEY, "nom" character varying(128) NOT NULL, "est_obligatoire" boolean NOT NULL DEFAULT false, "num_annexe" integer NOT NULL DEFAULT 1, "id_base_module" integer REFERENCES "duer_base_module"("id") ON DELETE CASCADE, ${dossier}, ${fichier})`,
    );
    await q(
      `CREATE TABLE "duer_annexe" ("id" SERIAL PRIMARY KEY, "id_duer" integer NOT NULL REFERENCES "duer"("id") ON DELETE CASCADE, "id_base_annexe" integer NOT NULL REFERENCES "duer_base_annexe"("id") ON DELETE CASCADE, CONSTRAINT "UQ_duer_annexe" UNIQUE ("id_duer", "id_base_annexe"))`,
    );
    await q(
      `CREATE TABLE "duer_annexe_module" ("id" SERIAL PRIMARY KEY, "id_duer_module" integer NOT NULL REFERENCES "duer_module"("id") ON DELETE CASCADE, "id_base_annexe" integer NOT NULL REFERENCES "duer_base_annexe"("id") ON DELETE CASCADE, CONSTRAINT "UQ_duer_annexe_module" UNIQUE ("id_duer_module", "id_base_annexe"))`,
    );
    await q(
      `CREATE TABLE "duer_base_page" ("id" SERIAL PRIMARY KEY, "nom" character varying(128) NOT NULL, "est_fixe" boolean NOT NULL DEFAULT false, "est_avant_risques" boolean NOT NULL DEFAULT true, "ordre" integer NOT NULL DEFAULT 1, ${dossier}, ${fichier})`,
    );
    await q(
      `CREATE TABLE "duer_page" ("id" SERIAL PRIMARY KEY, "id_duer" integer NOT NULL REFERENCES "duer"("id") ON DELETE CASCADE, "id_base_page" integer NOT NULL REFERENCES "duer_base_page"("id") ON DELETE CASCADE, "est_avant_risques" boolean NOT NULL DEFAULT true, "ordre" integer NOT NULL DEFAULT 1, CONSTRAINT "UQ_duer_page" UNIQUE ("id_duer", "id_base_page"))`,
    );
    // The special pages: fixed ids the screens and the print know (spec 03 §2.6, §9); ids 2 and 5 to 9 stay for ordinary pages.
    await q(
      `INSERT INTO "duer_base_page" ("id", "nom", "est_fixe", "est_avant_risques", "ordre") VALUES (1, 'Page de garde', true, true, 1), (3, 'Informations générales', true, true, 3), (4, 'Préambule', true, true, 4), (10, 'Audit préalable', true, false, 1)`,
    );
    await q(`SELECT setval(pg_get_serial_sequence('duer_base_page', 'id'), 10)`);
    for (const [table, column] of [
      ['duer_base_annexe', 'code_dossier'],
      ['duer_base_annexe', 'id_base_module'],
      ['duer_annexe', 'id_base_annexe'],
      ['duer_annexe_module', 'id_base_annexe'],
      ['duer_base_page', 'code_dossier'],
      ['duer_page', 'id_base_page'],
    ]) {
      await q(`CREATE INDEX "IDX_${table}_${column}" ON "${table}" ("${column}")`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['duer_page', 'duer_base_page', 'duer_annexe_module', 'duer_annexe', 'duer_base_annexe']) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
