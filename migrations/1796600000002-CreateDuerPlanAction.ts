import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The DUER's action plan / PAPRIPACT (L4121-3-1 III): what the plan adds to a risk's measure to put in place (status,
 * and from 50 employees estimated cost, resources and indicator). One row per risk, gone with the risk.
 */
export class CreateDuerPlanAction1796600000002 implements MigrationInterface {
  name = 'CreateDuerPlanAction1796600000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "duer_plan_action" ("id_duer_risque" integer PRIMARY KEY REFERENCES "duer_risque"("id") ON DELETE CASCADE, "statut" character varying(16) NOT NULL DEFAULT 'a_faire', "cout" character varying(128) NOT NULL DEFAULT '', "moyens" character varying(2042) NOT NULL DEFAULT '', "indicateur" character varying(2042) NOT NULL DEFAULT '', "modifie_le" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "modifie_par" character varying(255) NOT NULL DEFAULT '', CONSTRAINT "CHK_duer_plan_action_statut" CHECK ("statut" IN ('a_faire', 'en_cours', 'fait')))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "duer_plan_action"`);
  }
}
