import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fiscal years, the figure catalogue and favourite figures (issue 10). The home slider now derives its
 * figures from the fiscal years, so its separate chiffre_accueil rows go: they held made-up yearly
 * values with no fiscal year behind them, nothing to move (down() restores the empty table).
 */
export class CreateExercices1795900000000 implements MigrationInterface {
  name = 'CreateExercices1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "chiffre" ("id" uuid NOT NULL, "slug" character varying(60) NOT NULL, "nom" character varying(120) NOT NULL, "display" character varying(10) NOT NULL, "source" character varying(30) NOT NULL, "types" character varying(4) array NOT NULL, "explication" text NOT NULL, "ordre" smallint NOT NULL DEFAULT '0', CONSTRAINT "UQ_3ffaf6e32f844f73bc0ecc823df" UNIQUE ("slug"), CONSTRAINT "PK_4cb696f72c26d7a0312742fbfb3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "chiffre_favori" ("guid_personne" uuid NOT NULL, "chiffre_id" uuid NOT NULL, "cree_le" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_378c790ebb08e8eaaac20131f0d" PRIMARY KEY ("guid_personne", "chiffre_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "exercice" ("id" uuid NOT NULL, "code_dossier" character varying(6) NOT NULL, "date_debut" date NOT NULL, "date_fin" date NOT NULL, "clos" boolean NOT NULL DEFAULT false, "type_dossier" character varying(4) NOT NULL, "recettes" numeric(14,2) array NOT NULL, "depenses" numeric(14,2) array NOT NULL, "endettement_agri" numeric(14,2), "endettement_bic" numeric(8,2), "investissement_agri" numeric(14,2), "investissement_bic" numeric(14,2), "capacite_remboursement" numeric(8,2), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_0bb16b1c4a2ba890a9aec784fe7" UNIQUE ("code_dossier", "date_debut"), CONSTRAINT "CHK_d30a2d91cbea9b98f942d961b2" CHECK (array_length("recettes", 1) = 12 AND array_length("depenses", 1) = 12), CONSTRAINT "CHK_b85bda4d705c51ded54f392898" CHECK ("type_dossier" IN ('AGRI', 'BIC')), CONSTRAINT "CHK_ca08a968a14dfcb7605c8a30af" CHECK ("date_fin" > "date_debut"), CONSTRAINT "PK_b084e90a604d8b0560393b99f56" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "chiffre_favori" ADD CONSTRAINT "FK_200966c92117d415aaef33027bb" FOREIGN KEY ("guid_personne") REFERENCES "personne"("guid_personne") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "chiffre_favori" ADD CONSTRAINT "FK_b7f73e517f7d299bb8d9ee475b9" FOREIGN KEY ("chiffre_id") REFERENCES "chiffre"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "exercice" ADD CONSTRAINT "FK_4f9818e6139b08289e35b5ad4d9" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_94b4b8d7ecb183a43dcfe97c74"`);
    await queryRunner.query(`DROP TABLE "chiffre_accueil"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "chiffre_accueil" ("id" uuid NOT NULL, "code_dossier" character varying(6) NOT NULL, "slug" character varying(60) NOT NULL, "nom" character varying(120) NOT NULL, "date_valeur" date NOT NULL, "valeur" numeric(18,4), "unite" character varying(10) NOT NULL, "precision" smallint NOT NULL DEFAULT '0', "ordre" smallint NOT NULL DEFAULT '0', CONSTRAINT "PK_2004f07a7142cb0afc84c342760" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_94b4b8d7ecb183a43dcfe97c74" ON "chiffre_accueil"  ("code_dossier", "ordre") `);
    await queryRunner.query(`ALTER TABLE "exercice" DROP CONSTRAINT "FK_4f9818e6139b08289e35b5ad4d9"`);
    await queryRunner.query(`ALTER TABLE "chiffre_favori" DROP CONSTRAINT "FK_b7f73e517f7d299bb8d9ee475b9"`);
    await queryRunner.query(`ALTER TABLE "chiffre_favori" DROP CONSTRAINT "FK_200966c92117d415aaef33027bb"`);
    await queryRunner.query(`DROP TABLE "exercice"`);
    await queryRunner.query(`DROP TABLE "chiffre_favori"`);
    await queryRunner.query(`DROP TABLE "chiffre"`);
  }
}
