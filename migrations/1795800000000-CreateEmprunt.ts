import { MigrationInterface, QueryRunner } from 'typeorm';

/** Loans of the loan simulator with their stored schedule (issue 10). */
export class CreateEmprunt1795800000000 implements MigrationInterface {
  name = 'CreateEmprunt1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "emprunt" ("id" uuid NOT NULL, "code_dossier" character varying(6) NOT NULL, "libelle" character varying(255) NOT NULL, "valeur_entree" numeric(12,2) NOT NULL, "taux" numeric(6,3) NOT NULL, "periodicite" character varying(15) NOT NULL, "mode_remboursement" character varying(3) NOT NULL, "nombre_periodes" integer NOT NULL, "duree" numeric(6,1) NOT NULL, "duree_annee" numeric(6,2) NOT NULL, "exercice_date_debut" date NOT NULL, "echeance" numeric(14,2) NOT NULL, "interet_retour" numeric(14,2) NOT NULL, "annee_debut" integer NOT NULL, "echeances" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c21e2f2b2ad7759f2833d47c66b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_c656a1d04459e84b1a0d41c3b0" ON "emprunt"  ("code_dossier", "created_at") `);
    await queryRunner.query(
      `ALTER TABLE "emprunt" ADD CONSTRAINT "FK_7a450bbefd82aea7a132c31ac99" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "emprunt" DROP CONSTRAINT "FK_7a450bbefd82aea7a132c31ac99"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c656a1d04459e84b1a0d41c3b0"`);
    await queryRunner.query(`DROP TABLE "emprunt"`);
  }
}
