import { MigrationInterface, QueryRunner } from 'typeorm';

/** General assembly (spec 02 §3, §9): one row per year (dates, place, president, resolution cards) and the dossiers' invitations. */
export class CreateAg1796800000000 implements MigrationInterface {
  name = 'CreateAg1796800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "ag_annee" ("millesime" integer NOT NULL, "date_ouverture" TIMESTAMP WITH TIME ZONE NOT NULL, "date_fermeture" TIMESTAMP WITH TIME ZONE NOT NULL, "date_ag" TIMESTAMP WITH TIME ZONE NOT NULL, "lieu" character varying(255) NOT NULL, "president" character varying(255), "resolutions" jsonb NOT NULL DEFAULT '[]', CONSTRAINT "PK_631906d4173accf2cd676135f63" PRIMARY KEY ("millesime"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "ag_invitation" ("id" uuid NOT NULL, "code_dossier" character varying(6) NOT NULL, "millesime" integer NOT NULL, "poids" integer NOT NULL DEFAULT 0, "nb_personne" integer, "participe" boolean, "pouvoir_president" boolean NOT NULL DEFAULT false, "user_modification" uuid, "libelle_user_modification" character varying(255), "id_ag_dossier_pouvoir" uuid, "date_reponse" TIMESTAMP WITH TIME ZONE, "date_modification" TIMESTAMP WITH TIME ZONE, "adresse_ip" character varying(45), CONSTRAINT "PK_4463d80ee8eb2be3b8d32600118" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_ag_invitation_dossier_millesime" ON "ag_invitation" ("code_dossier", "millesime")`);
    await queryRunner.query(`CREATE INDEX "IDX_ag_invitation_millesime" ON "ag_invitation" ("millesime")`);
    await queryRunner.query(
      `ALTER TABLE "ag_invitation" ADD CONSTRAINT "FK_963d81a576c0efda64a9dde22e1" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ag_invitation" ADD CONSTRAINT "FK_e202cd2ce5fe3ac03074becc76c" FOREIGN KEY ("millesime") REFERENCES "ag_annee"("millesime") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ag_invitation"`);
    await queryRunner.query(`DROP TABLE "ag_annee"`);
  }
}
