import { MigrationInterface, QueryRunner } from 'typeorm';

/** Numbers the SMS provider refused for good (issue 28 §4, docs/adr/0021). */
export class CreateSmsRefus1796850000000 implements MigrationInterface {
  name = 'CreateSmsRefus1796850000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sms_refus" ("numero" character varying(16) NOT NULL, "motif" character varying(300) NOT NULL, "date_refus" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_sms_refus" PRIMARY KEY ("numero"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sms_refus"`);
  }
}
