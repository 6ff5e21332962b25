import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DUER prior audit (spec 03 §2.7, §3.7): base questions of the audit categories (duer_base_categorie rows of base type
 * 99; a dossier's own categories and questions carry its code), each DUER's questions with their answers, and the
 * categories a DUER shows even without a question. Audit names reach 256 characters, so the base category's name too.
 */
export class CreateDuerAudit1796500000001 implements MigrationInterface {
  name = 'CreateDuerAudit1796500000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`ALTER TABLE "duer_base_categorie" ALTER COLUMN "nom" TYPE character varying(256)`);
    await q(
      `CREATE TABLE "duer_base_question" ("id" SERIAL PRIMARY KEY, "nom" character varying(256) NOT NULL, "id_base_categorie" integer NOT NULL REFERENCES "duer_base_categorie"("id") ON DELETE CASCADE, "ordre" integer NOT NULL DEFAULT 0, "code_dossier" character varying(6) REFERENCES "dossier"("code_dossier") ON DELETE CASCADE)`,
    );
    await q(
      `CREATE TABLE "duer_question" ("id" SERIAL PRIMARY KEY, "id_duer" integer NOT NULL REFERENCES "duer"("id") ON DELETE CASCADE, "id_base_question" integer NOT NULL REFERENCES "duer_base_question"("id") DEFERRABLE INITIALLY DEFERRED, "ordre" integer NOT NULL DEFAULT 1, "reponse" boolean NOT NULL DEFAULT false, "non_applicable" boolean NOT NULL DEFAULT false, "remarque" character varying(2042) NOT NULL DEFAULT '', CONSTRAINT "UQ_duer_question_duer_base_question" UNIQUE ("id_duer", "id_base_question"))`,
    );
    await q(
      `CREATE TABLE "duer_audit_categorie" ("id" SERIAL PRIMARY KEY, "id_duer" integer NOT NULL REFERENCES "duer"("id") ON DELETE CASCADE, "id_base_categorie" integer NOT NULL REFERENCES "duer_base_categorie"("id") DEFERRABLE INITIALLY DEFERRED, CONSTRAINT "UQ_duer_audit_categorie_duer_base_categorie" UNIQUE ("id_duer", "id_base_categorie"))`,
    );
    for (const [table, column] of [
      ['duer_base_question', 'id_base_categorie'],
      ['duer_base_question', 'code_dossier'],
      ['duer_question', 'id_base_question'],
      ['duer_audit_categorie', 'id_base_categorie'],
    ]) {
      await q(`CREATE INDEX "IDX_${table}_${column}" ON "${table}" ("${column}")`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['duer_audit_categorie', 'duer_question', 'duer_base_question']) await queryRunner.query(`DROP TABLE "${table}"`);
    await queryRunner.query(`ALTER TABLE "duer_base_categorie" ALTER COLUMN "nom" TYPE character varying(128)`);
  }
}
