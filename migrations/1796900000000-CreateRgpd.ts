import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The RGPD rights served by the portal (issue 33 §3): each request (an export, a closure of account) with its state and
 * outcome, kept as proof; and the journal of the retention job, one row per rule and run.
 */
export class CreateRgpd1796900000000 implements MigrationInterface {
  name = 'CreateRgpd1796900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "demande_rgpd" (
      "id" uuid NOT NULL,
      "guid_personne" uuid NOT NULL,
      "type" character varying(20) NOT NULL,
      "statut" character varying(20) NOT NULL,
      "nom" character varying(200) NOT NULL,
      "login" character varying(254),
      "motif" character varying(1000),
      "motif_refus" character varying(1000),
      "blob_key" character varying(300),
      "taille" bigint,
      "resultat" jsonb NOT NULL DEFAULT '[]',
      "demandee_le" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "traitee_le" TIMESTAMP WITH TIME ZONE,
      "traitee_par" character varying(200),
      "expire_le" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "PK_demande_rgpd" PRIMARY KEY ("id"),
      CONSTRAINT "CHK_demande_rgpd_type" CHECK ("type" IN ('export', 'effacement'))
    )`);
    await queryRunner.query(`CREATE INDEX "IDX_demande_rgpd_personne" ON "demande_rgpd" ("guid_personne", "type", "demandee_le")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_demande_rgpd_effacement_en_cours" ON "demande_rgpd" ("guid_personne") WHERE "type" = 'effacement' AND "statut" = 'demandee'`,
    );
    await queryRunner.query(`CREATE TABLE "journal_retention" (
      "id" BIGSERIAL NOT NULL,
      "regle" character varying(60) NOT NULL,
      "supprimes" integer NOT NULL,
      "avant" TIMESTAMP WITH TIME ZONE NOT NULL,
      "execute_le" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_journal_retention" PRIMARY KEY ("id")
    )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "journal_retention"`);
    await queryRunner.query(`DROP TABLE "demande_rgpd"`);
  }
}
