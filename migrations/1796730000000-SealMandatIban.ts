import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mandates' IBANs sealed by the portal's one envelope (VAULT_MASTER_KEY key ring, rotated by vault:rotate) instead of
 * their own SEPA_IBAN_KEY. Rows written before keep their former ciphertext in iban_chiffre until vault:rotate reseals them.
 */
export class SealMandatIban1796730000000 implements MigrationInterface {
  name = 'SealMandatIban1796730000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mandat_sepa" ALTER COLUMN "iban_chiffre" DROP NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "mandat_sepa" ADD "iban_scelle" bytea, ADD "iban_iv" bytea, ADD "iban_cle_chiffree" bytea, ADD "iban_cle_id" character varying(8)`,
    );
    await queryRunner.query(
      `ALTER TABLE "mandat_sepa" ADD CONSTRAINT "CHK_mandat_sepa_iban" CHECK (("iban_scelle" IS NOT NULL AND "iban_iv" IS NOT NULL AND "iban_cle_chiffree" IS NOT NULL AND "iban_cle_id" IS NOT NULL) OR "iban_chiffre" IS NOT NULL)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mandat_sepa" DROP CONSTRAINT "CHK_mandat_sepa_iban"`);
    await queryRunner.query(`DELETE FROM "mandat_sepa" WHERE "iban_chiffre" IS NULL`);
    await queryRunner.query(`ALTER TABLE "mandat_sepa" DROP COLUMN "iban_cle_id", DROP COLUMN "iban_cle_chiffree", DROP COLUMN "iban_iv", DROP COLUMN "iban_scelle"`);
    await queryRunner.query(`ALTER TABLE "mandat_sepa" ALTER COLUMN "iban_chiffre" SET NOT NULL`);
  }
}
