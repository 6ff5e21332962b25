import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The definitive DUER filed in the document store (issue 13): `duer.id_ged_duer_definitif` names a GED document,
 * whose ids are uuids. The integer column held no reference the portal could follow, so it starts empty.
 */
export class DuerGedDefinitifUuid1796600000001 implements MigrationInterface {
  name = 'DuerGedDefinitifUuid1796600000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "duer" ALTER COLUMN "id_ged_duer_definitif" TYPE uuid USING NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "duer" ALTER COLUMN "id_ged_duer_definitif" TYPE integer USING NULL`);
  }
}
