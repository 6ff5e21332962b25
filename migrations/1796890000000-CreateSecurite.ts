import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in, devices and the security journal (issue 33): a member's TOTP key sealed like the vault's secrets
 * (null `active_le` while its setup waits for a first code; `dernier_pas` refuses a code used twice), ten recovery codes
 * kept as keyed hashes, the browsers an account signed in from (a new one is mailed; one may be remembered for 30 days),
 * and one journal of sign-ins and security changes per person.
 */
export class CreateSecurite1796890000000 implements MigrationInterface {
  name = 'CreateSecurite1796890000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "compte_totp" (
      "compte_id" uuid NOT NULL,
      "secret_scelle" bytea NOT NULL,
      "secret_iv" bytea NOT NULL,
      "cle_chiffree" bytea NOT NULL,
      "cle_id" character varying(8) NOT NULL,
      "active_le" TIMESTAMP WITH TIME ZONE,
      "dernier_pas" bigint NOT NULL DEFAULT '0',
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_compte_totp" PRIMARY KEY ("compte_id"),
      CONSTRAINT "FK_compte_totp_compte" FOREIGN KEY ("compte_id") REFERENCES "compte"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE TABLE "code_secours" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "compte_id" uuid NOT NULL,
      "empreinte" character varying(64) NOT NULL,
      "utilise_le" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "PK_code_secours" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_code_secours_empreinte" UNIQUE ("compte_id", "empreinte"),
      CONSTRAINT "FK_code_secours_compte" FOREIGN KEY ("compte_id") REFERENCES "compte"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE TABLE "appareil" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "compte_id" uuid NOT NULL,
      "navigateur_empreinte" character varying(64) NOT NULL,
      "user_agent" character varying(512) NOT NULL DEFAULT '',
      "premiere_connexion" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "derniere_connexion" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "memorise_jusqu_a" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "PK_appareil" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_appareil_navigateur" UNIQUE ("compte_id", "navigateur_empreinte"),
      CONSTRAINT "FK_appareil_compte" FOREIGN KEY ("compte_id") REFERENCES "compte"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE TABLE "journal_securite" (
      "id" BIGSERIAL NOT NULL,
      "guid_personne" uuid NOT NULL,
      "evenement" character varying(40) NOT NULL,
      "detail" character varying(500),
      "adresse" character varying(64),
      "user_agent" character varying(512),
      "auteur" uuid,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_journal_securite" PRIMARY KEY ("id")
    )`);
    await queryRunner.query(`CREATE INDEX "IDX_journal_securite_personne" ON "journal_securite" ("guid_personne", "created_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "journal_securite"`);
    await queryRunner.query(`DROP TABLE "appareil"`);
    await queryRunner.query(`DROP TABLE "code_secours"`);
    await queryRunner.query(`DROP TABLE "compte_totp"`);
  }
}
