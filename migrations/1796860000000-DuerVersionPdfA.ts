import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a sealed DUER version's file is PDF/A-2b (issue 31). Versions sealed before are not: false. Adding a column
 * fires no row trigger, so the table's seal (duer_version_scellee) lets it through.
 */
export class DuerVersionPdfA1796860000000 implements MigrationInterface {
  name = 'DuerVersionPdfA1796860000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "duer_version" ADD "pdfa" boolean NOT NULL DEFAULT false`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "duer_version" DROP COLUMN "pdfa"`);
  }
}
