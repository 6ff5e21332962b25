import { MigrationInterface, QueryRunner } from 'typeorm';

/** Crop rotation: crop types, PAC code mapping, the years of a dossier and their crop lines (issue 11). */
export class CreateAssolement1796100000000 implements MigrationInterface {
  name = 'CreateAssolement1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "culture_type" ("id" integer NOT NULL, "intitule" character varying(120) NOT NULL, "rendement_max" numeric(8,2), "est_intitule_modifiable" boolean NOT NULL DEFAULT false, "ordre" smallint NOT NULL DEFAULT 0, CONSTRAINT "PK_culture_type" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "culture_correspondance" ("code_pac" character varying(3) NOT NULL, "libelle_pac" character varying(255) NOT NULL, "groupe" character varying(255), "id_culture_type" integer, CONSTRAINT "PK_culture_correspondance" PRIMARY KEY ("code_pac"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "culture_correspondance" ADD CONSTRAINT "FK_culture_correspondance_type" FOREIGN KEY ("id_culture_type") REFERENCES "culture_type"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "assolement" ("id" uuid NOT NULL, "code_dossier" character varying(6) NOT NULL, "millesime" smallint NOT NULL, "est_definitif" boolean NOT NULL DEFAULT false, "valide_le" TIMESTAMP WITH TIME ZONE, "valide_par" character varying, "commune_insee" character varying(5), CONSTRAINT "UQ_assolement_dossier_millesime" UNIQUE ("code_dossier", "millesime"), CONSTRAINT "PK_assolement" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "assolement" ADD CONSTRAINT "FK_assolement_dossier" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "assolement_culture" ("id" uuid NOT NULL, "id_assolement" uuid NOT NULL, "id_culture_type" integer NOT NULL, "surface" numeric(10,2) NOT NULL, "rendement" numeric(8,2), "libelle_perso" character varying(255), "est_derobee" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_assolement_culture" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_assolement_culture_assolement" ON "assolement_culture" ("id_assolement") `);
    await queryRunner.query(
      `ALTER TABLE "assolement_culture" ADD CONSTRAINT "FK_assolement_culture_assolement" FOREIGN KEY ("id_assolement") REFERENCES "assolement"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "assolement_culture" ADD CONSTRAINT "FK_assolement_culture_type" FOREIGN KEY ("id_culture_type") REFERENCES "culture_type"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "assolement_culture" DROP CONSTRAINT "FK_assolement_culture_type"`);
    await queryRunner.query(`ALTER TABLE "assolement_culture" DROP CONSTRAINT "FK_assolement_culture_assolement"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_assolement_culture_assolement"`);
    await queryRunner.query(`DROP TABLE "assolement_culture"`);
    await queryRunner.query(`ALTER TABLE "assolement" DROP CONSTRAINT "FK_assolement_dossier"`);
    await queryRunner.query(`DROP TABLE "assolement"`);
    await queryRunner.query(`ALTER TABLE "culture_correspondance" DROP CONSTRAINT "FK_culture_correspondance_type"`);
    await queryRunner.query(`DROP TABLE "culture_correspondance"`);
    await queryRunner.query(`DROP TABLE "culture_type"`);
  }
}
