import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The yearly DUER update reminder (R4121-2, issue 13): when each dossier was last reminded, so that a dossier is
 * reminded at most once every 30 days. Written in the transaction of the reminder's notifications and mails.
 */
export class CreateDuerRappel1796600000003 implements MigrationInterface {
  name = 'CreateDuerRappel1796600000003';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "duer_rappel" ("code_dossier" character varying(6) NOT NULL, "dernier_envoi" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_duer_rappel" PRIMARY KEY ("code_dossier"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "duer_rappel"`);
  }
}
