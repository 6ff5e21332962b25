import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rights epoch: advanced (nextval, seen at once by every session, outside any transaction) after each
 * rights change; the session read returns it, so each replica knows whether its copy of a user's rights is current.
 */
export class CreateDroitsEpoch1795700000000 implements MigrationInterface {
  name = 'CreateDroitsEpoch1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "droits_epoch"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP SEQUENCE "droits_epoch"`);
  }
}
