import { MigrationInterface, QueryRunner } from 'typeorm';

/** The appointment scheduled from a request: its cancellation or deletion removes the request's attachments. */
export class LinkDemandeToRendezVous1795400000000 implements MigrationInterface {
  name = 'LinkDemandeToRendezVous1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "demande_rendez_vous" ADD "rendez_vous_id" uuid`);
    await queryRunner.query(`CREATE INDEX "IDX_64b5baaeb84845fbd9c1fb92ea" ON "demande_rendez_vous"  ("rendez_vous_id") `);
    await queryRunner.query(
      `ALTER TABLE "demande_rendez_vous" ADD CONSTRAINT "FK_64b5baaeb84845fbd9c1fb92ea3" FOREIGN KEY ("rendez_vous_id") REFERENCES "rendez_vous"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "demande_rendez_vous" DROP CONSTRAINT "FK_64b5baaeb84845fbd9c1fb92ea3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_64b5baaeb84845fbd9c1fb92ea"`);
    await queryRunner.query(`ALTER TABLE "demande_rendez_vous" DROP COLUMN "rendez_vous_id"`);
  }
}
