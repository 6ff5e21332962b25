import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dossier's original gérant (issue 29, defect 3): a dossier always keeps its gérant, so this access can be neither
 * removed nor demoted, by a co-gérant or by the person. Existing rows: per dossier, one gérant, preferring the dossier's
 * holder as the firm knows it (dossier.guid_personne), then a gérant who did not come through an accepted invitation
 * to it, then the person known first.
 */
export class AddDroitGerantOrigine1796875000000 implements MigrationInterface {
  name = 'AddDroitGerantOrigine1796875000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "droit" ADD "est_gerant_origine" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `UPDATE "droit" SET "est_gerant_origine" = true WHERE "id" IN (
        SELECT DISTINCT ON (g."code_dossier") g."id" FROM "droit" g
        JOIN "dossier" x ON x."code_dossier" = g."code_dossier"
        JOIN "personne" p ON p."guid_personne" = g."guid_personne"
        WHERE g."id_role" = 1
        ORDER BY g."code_dossier",
          (g."guid_personne" = x."guid_personne") IS NOT TRUE,
          EXISTS (
            SELECT 1 FROM "invitation" i
            JOIN "invitation_dossier" o ON o."invitation_id" = i."id"
            JOIN "compte" c ON lower(c."login") = lower(i."email_invite")
            WHERE i."date_acceptation" IS NOT NULL AND o."code_dossier" = g."code_dossier" AND c."guid_personne" = g."guid_personne"
          ),
          p."created_at", g."guid_personne")`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_droit_gerant_origine" ON "droit" ("code_dossier") WHERE "est_gerant_origine"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_droit_gerant_origine"`);
    await queryRunner.query(`ALTER TABLE "droit" DROP COLUMN "est_gerant_origine"`);
  }
}
