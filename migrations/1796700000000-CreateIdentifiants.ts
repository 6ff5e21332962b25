import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shared credentials entrusted to the firm (spec 02 §3): passwords sealed with AES-256-GCM under a per-entry data key,
 * itself wrapped by the master key `cle_id`; and the journal of reveals, creations, changes and deletions.
 */
export class CreateIdentifiants1796700000000 implements MigrationInterface {
  name = 'CreateIdentifiants1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "identifiant" ("id" uuid PRIMARY KEY, "code_dossier" character varying(6) NOT NULL, "titre" character varying(255) NOT NULL, "nom_utilisateur" character varying(255) NOT NULL, "mot_de_passe_chiffre" bytea NOT NULL, "iv" bytea NOT NULL, "cle_chiffree" bytea NOT NULL, "cle_id" character varying(8) NOT NULL, "date_creation" TIMESTAMP WITH TIME ZONE, "auteur_creation" character varying(255), "date_modification_agent" TIMESTAMP WITH TIME ZONE, "agent_modification" character varying(255), "date_modification_adherent" TIMESTAMP WITH TIME ZONE, "adherent_modification" character varying(255))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_identifiant_code_dossier" ON "identifiant" ("code_dossier")`);
    await queryRunner.query(`CREATE INDEX "IDX_identifiant_cle_id" ON "identifiant" ("cle_id")`);
    await queryRunner.query(
      `CREATE TABLE "identifiant_journal" ("id" uuid PRIMARY KEY, "id_identifiant" uuid NOT NULL, "code_dossier" character varying(6) NOT NULL, "action" character varying(16) NOT NULL, "auteur" character varying(255) NOT NULL, "guid_auteur" uuid, "est_collaborateur" boolean NOT NULL, "date" TIMESTAMP WITH TIME ZONE NOT NULL, "titre" character varying(255) NOT NULL, CONSTRAINT "CHK_identifiant_journal_action" CHECK ("action" IN ('consultation', 'creation', 'modification', 'suppression')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_identifiant_journal_entree" ON "identifiant_journal" ("code_dossier", "id_identifiant", "date")`);
    await queryRunner.query(
      `ALTER TABLE "identifiant" ADD CONSTRAINT "FK_df48d9dfa92ea30d49bbada9090" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "identifiant_journal" ADD CONSTRAINT "FK_46c754df0c041ecc8d35d4c58e1" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "identifiant_journal"`);
    await queryRunner.query(`DROP TABLE "identifiant"`);
  }
}
