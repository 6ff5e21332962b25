import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DUER printing on the worker (issue 13): the print jobs with their real progress, and the sealed versions of the
 * definitive prints (L4121-3-1 V A, R4121-4: every version kept 40 years). A version stands on its own (no foreign
 * key that could cascade it away) and a trigger refuses any update or delete unless the session says it is the QA
 * reset or the expired-retention purge (`SET LOCAL portail.purge_versions = 'on'`).
 */
export class CreateDuerImpression1796600000000 implements MigrationInterface {
  name = 'CreateDuerImpression1796600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(
      `CREATE TABLE "duer_impression" ("id" uuid PRIMARY KEY, "id_duer" integer NOT NULL REFERENCES "duer"("id") ON DELETE CASCADE, "code_dossier" character varying(6) NOT NULL, "type" character varying(16) NOT NULL, "temporaire" boolean NOT NULL, "selection" jsonb NOT NULL, "etat" character varying(16) NOT NULL DEFAULT 'en_attente', "etape" character varying(16) NOT NULL DEFAULT 'attente', "progression" smallint NOT NULL DEFAULT 0, "demande_par" uuid NOT NULL, "demande_par_nom" character varying(255) NOT NULL, "par_collaborateur" boolean NOT NULL, "cree_le" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "termine_le" TIMESTAMP WITH TIME ZONE, "pages" integer, "blob_key" character varying(255), "message" character varying(255), "id_version" integer)`,
    );
    await q(`CREATE INDEX "IDX_duer_impression_id_duer_cree_le" ON "duer_impression" ("id_duer", "cree_le" DESC)`);
    await q(
      `CREATE TABLE "duer_version" ("id" SERIAL PRIMARY KEY, "code_dossier" character varying(6) NOT NULL, "id_duer" integer NOT NULL, "annee" smallint NOT NULL, "numero" integer NOT NULL, "id_impression" uuid NOT NULL, "blob_key" character varying(255) NOT NULL, "sha256" character(64) NOT NULL, "taille" integer NOT NULL, "pages" integer NOT NULL, "imprime_le" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "imprime_par" uuid NOT NULL, "imprime_par_nom" character varying(255) NOT NULL, "par_collaborateur" boolean NOT NULL, "conserver_jusqu_au" date NOT NULL, "id_ged_document" uuid, "contenu" jsonb NOT NULL, CONSTRAINT "UQ_duer_version_id_impression" UNIQUE ("id_impression"), CONSTRAINT "UQ_duer_version_dossier_numero" UNIQUE ("code_dossier", "numero"))`,
    );
    await q(`CREATE INDEX "IDX_duer_version_id_duer" ON "duer_version" ("id_duer")`);
    await q(
      `CREATE FUNCTION duer_version_scellee() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF current_setting('portail.purge_versions', true) = 'on' THEN RETURN OLD; END IF; RAISE EXCEPTION 'Une version scellée du DUER ne peut être ni modifiée ni supprimée.' USING ERRCODE = 'P0001'; END $$`,
    );
    await q(`CREATE TRIGGER "duer_version_scellee" BEFORE UPDATE OR DELETE ON "duer_version" FOR EACH ROW EXECUTE FUNCTION duer_version_scellee()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "duer_version"`);
    await queryRunner.query(`DROP FUNCTION duer_version_scellee()`);
    await queryRunner.query(`DROP TABLE "duer_impression"`);
  }
}
