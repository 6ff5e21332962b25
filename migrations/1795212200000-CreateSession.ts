import { MigrationInterface, QueryRunner } from 'typeorm';

/** Session store of connect-pg-simple (express-session). */
export class CreateSession1795212200000 implements MigrationInterface {
  name = 'CreateSession1795212200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "session" ("sid" character varying NOT NULL, "sess" json NOT NULL, "expire" TIMESTAMP(6) NOT NULL, CONSTRAINT "PK_session_sid" PRIMARY KEY ("sid"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_session_expire" ON "session" ("expire")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_session_expire"`);
    await queryRunner.query(`DROP TABLE "session"`);
  }
}
