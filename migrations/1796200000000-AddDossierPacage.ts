import { MigrationInterface, QueryRunner } from 'typeorm';

/** The dossier's PACAGE number (9 digits): picks the producer of a Telepac file (issue 11). */
export class AddDossierPacage1796200000000 implements MigrationInterface {
  name = 'AddDossierPacage1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "dossier" ADD "numero_pacage" character varying(9)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "dossier" DROP COLUMN "numero_pacage"`);
  }
}
