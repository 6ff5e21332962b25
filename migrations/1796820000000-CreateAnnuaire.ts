import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Service directory (spec 02 §3): the firm's services (expertise as sanitised HTML, resources as validated JSON) and the
 * members' callback requests with their state (non_contacte, en_cours, contacte); one open request per service,
 * dossier and adviser.
 */
export class CreateAnnuaire1796820000000 implements MigrationInterface {
  name = 'CreateAnnuaire1796820000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "annuaire_service" ("id" uuid PRIMARY KEY, "slug" character varying(120) NOT NULL, "titre" character varying(255) NOT NULL, "description" text NOT NULL, "categories" text array NOT NULL DEFAULT '{}', "tags" text array NOT NULL DEFAULT '{}', "date_creation" date NOT NULL, "is_starred" boolean NOT NULL DEFAULT false, "presentation" text NOT NULL DEFAULT '', "accompagnement" text NOT NULL DEFAULT '', "expertise" text NOT NULL DEFAULT '', "ressources" jsonb NOT NULL DEFAULT '[]')`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_annuaire_service_slug" ON "annuaire_service" ("slug")`);
    await queryRunner.query(
      `CREATE TABLE "demande_rappel" ("id" uuid PRIMARY KEY, "id_service" uuid NOT NULL, "code_dossier" character varying(6) NOT NULL, "code_agent" character varying(50) NOT NULL, "nom_conseiller" character varying(255) NOT NULL, "guid_demandeur" uuid NOT NULL, "nom_demandeur" character varying(255) NOT NULL, "date_demande" TIMESTAMP WITH TIME ZONE NOT NULL, "etat" character varying(16) NOT NULL, "date_etat" TIMESTAMP WITH TIME ZONE NOT NULL, "agent_etat" character varying(255), CONSTRAINT "CHK_demande_rappel_etat" CHECK ("etat" IN ('non_contacte', 'en_cours', 'contacte')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_demande_rappel_dossier" ON "demande_rappel" ("code_dossier", "date_demande")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_demande_rappel_ouverte" ON "demande_rappel" ("id_service", "code_dossier", "code_agent") WHERE "etat" <> 'contacte'`,
    );
    await queryRunner.query(
      `ALTER TABLE "demande_rappel" ADD CONSTRAINT "FK_e6a8a7fbb6acd012dd74d90d56e" FOREIGN KEY ("id_service") REFERENCES "annuaire_service"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "demande_rappel" ADD CONSTRAINT "FK_3538e27711da42c40d28ebb3275" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "demande_rappel"`);
    await queryRunner.query(`DROP TABLE "annuaire_service"`);
  }
}
