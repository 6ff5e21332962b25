import { MigrationInterface, QueryRunner } from 'typeorm';

/** Guided tours (spec 02 §3): tours per route name with their driver.js steps, and each person's done flag. */
export class CreateParcours1796830000000 implements MigrationInterface {
  name = 'CreateParcours1796830000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "parcours" ("code" character varying(50) NOT NULL, "route_name" character varying(100) NOT NULL, "titre" character varying(255) NOT NULL, "etapes" jsonb NOT NULL, "actif" boolean NOT NULL DEFAULT true, "ordre" integer NOT NULL DEFAULT 0, CONSTRAINT "PK_parcours" PRIMARY KEY ("code"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_parcours_route_name" ON "parcours" ("route_name", "ordre")`);
    await queryRunner.query(
      `CREATE TABLE "parcours_utilisateur" ("guid_personne" uuid NOT NULL, "code" character varying(50) NOT NULL, "deja_fait" boolean NOT NULL, "date" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_parcours_utilisateur" PRIMARY KEY ("guid_personne", "code"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "parcours_utilisateur" ADD CONSTRAINT "FK_parcours_utilisateur_personne" FOREIGN KEY ("guid_personne") REFERENCES "personne"("guid_personne") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "parcours_utilisateur" ADD CONSTRAINT "FK_parcours_utilisateur_parcours" FOREIGN KEY ("code") REFERENCES "parcours"("code") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "parcours_utilisateur"`);
    await queryRunner.query(`DROP TABLE "parcours"`);
  }
}
