import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A dossier the firm's records hold but the portal has not registered has no id (spec 02 §4, staff file picker:
 * PasInscrit only if it has an id): the key moves to the dossier code, which every foreign key already references.
 */
export class DossierIdOptional1796720000000 implements MigrationInterface {
  name = 'DossierIdOptional1796720000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "dossier" DROP CONSTRAINT "PK_62a60ad7157c2922b57c3319364"`);
    await queryRunner.query(`ALTER TABLE "dossier" ALTER COLUMN "id" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "dossier" ADD CONSTRAINT "PK_919e66792dfc2e309eff80811bf" PRIMARY KEY ("code_dossier")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_dossier_id" ON "dossier" ("id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_dossier_id"`);
    await queryRunner.query(`ALTER TABLE "dossier" DROP CONSTRAINT "PK_919e66792dfc2e309eff80811bf"`);
    await queryRunner.query(`UPDATE "dossier" SET "id" = gen_random_uuid() WHERE "id" IS NULL`);
    await queryRunner.query(`ALTER TABLE "dossier" ALTER COLUMN "id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "dossier" ADD CONSTRAINT "PK_62a60ad7157c2922b57c3319364" PRIMARY KEY ("id")`);
  }
}
