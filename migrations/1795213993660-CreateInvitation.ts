import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateInvitation1795213993660 implements MigrationInterface {
  name = 'CreateInvitation1795213993660';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "invitation_dossier" ("invitation_id" uuid NOT NULL, "code_dossier" character varying(6) NOT NULL, "id_role" integer NOT NULL, "categories" text array NOT NULL DEFAULT '{}', CONSTRAINT "PK_cc1d3cd425a8030adba9756aefd" PRIMARY KEY ("invitation_id", "code_dossier"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "invitation" ("id" uuid NOT NULL, "guid_personne_createur" uuid NOT NULL, "email_invite" character varying(254) NOT NULL, "nom_invite" character varying(100), "prenom_invite" character varying(100), "date_creation" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "date_expiration" TIMESTAMP WITH TIME ZONE NOT NULL, "date_acceptation" TIMESTAMP WITH TIME ZONE, "date_refus" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_beb994737756c0f18a1c1f8669c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_b579dcdfec98d28257caf012ee" ON "invitation"  ("email_invite") `);
    await queryRunner.query(
      `ALTER TABLE "invitation_dossier" ADD CONSTRAINT "FK_63b16371d5b720eb4c0dea32c8e" FOREIGN KEY ("invitation_id") REFERENCES "invitation"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invitation_dossier" ADD CONSTRAINT "FK_fa0b71fc073ab15e9746a55b9eb" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invitation" ADD CONSTRAINT "FK_78f030f7b0dc8feb9c912c50041" FOREIGN KEY ("guid_personne_createur") REFERENCES "personne"("guid_personne") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "invitation" DROP CONSTRAINT "FK_78f030f7b0dc8feb9c912c50041"`);
    await queryRunner.query(`ALTER TABLE "invitation_dossier" DROP CONSTRAINT "FK_fa0b71fc073ab15e9746a55b9eb"`);
    await queryRunner.query(`ALTER TABLE "invitation_dossier" DROP CONSTRAINT "FK_63b16371d5b720eb4c0dea32c8e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b579dcdfec98d28257caf012ee"`);
    await queryRunner.query(`DROP TABLE "invitation"`);
    await queryRunner.query(`DROP TABLE "invitation_dossier"`);
  }
}
