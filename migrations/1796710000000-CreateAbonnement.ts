import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing, 'Ma facturation' (spec 02 §3 Billing): a dossier's billing parameters, the subscription of each year, the
 * firm's invoices (PDF in the document store) and the SEPA direct-debit mandates (IBAN encrypted). Amounts in cents.
 */
export class CreateAbonnement1796710000000 implements MigrationInterface {
  name = 'CreateAbonnement1796710000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "abonnement_parametres" ("code_dossier" character varying(6) NOT NULL, "reception_cder_info" character varying(1) NOT NULL DEFAULT '0', "reception_facture_electronique" boolean NOT NULL DEFAULT false, "email_plateforme_facturation" character varying(255) NOT NULL DEFAULT '', "mode_reglement" character varying(12) NOT NULL DEFAULT 'VIREMENT', "date_modification" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_abonnement_parametres_mode" CHECK ("mode_reglement" IN ('PRELEVEMENT', 'VIREMENT', 'CHEQUE')), CONSTRAINT "CHK_abonnement_parametres_reception" CHECK ("reception_cder_info" IN ('0', '1')), CONSTRAINT "PK_423f1ff3f4971124cc424b936b0" PRIMARY KEY ("code_dossier"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "abonnement_cotisation" ("code_dossier" character varying(6) NOT NULL, "millesime" integer NOT NULL, "cotisation" integer NOT NULL, "compta" integer NOT NULL, "conseil" integer NOT NULL, "juridique" integer NOT NULL, CONSTRAINT "PK_99ef29920f0a778cc601d7d1e7e" PRIMARY KEY ("code_dossier", "millesime"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "abonnement_facture" ("id" uuid NOT NULL, "code_dossier" character varying(6) NOT NULL, "numero_facture" character varying(30) NOT NULL, "libelle" character varying(255) NOT NULL, "date_facture" date NOT NULL, "etat" character varying(12) NOT NULL, "montant_ht" integer NOT NULL, "montant_ttc" integer NOT NULL, "ged_document_id" uuid, CONSTRAINT "UQ_70a5b076cfb3624266802fed2e5" UNIQUE ("numero_facture"), CONSTRAINT "CHK_abonnement_facture_etat" CHECK ("etat" IN ('Facturée', 'Archivée', 'Emis', 'Réglée', 'A facturer', 'A prélever')), CONSTRAINT "PK_6a53923c7dcb830eb8eeb5ad9d9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_e9c68c7b77af698b9bccc9ce3e" ON "abonnement_facture" ("code_dossier", "date_facture")`);
    await queryRunner.query(
      `CREATE TABLE "mandat_sepa" ("id" SERIAL NOT NULL, "code_dossier" character varying(6) NOT NULL, "reference" character varying(35) NOT NULL, "titulaire" character varying(70) NOT NULL, "adresse" character varying(140) NOT NULL, "code_postal" character varying(10) NOT NULL, "ville" character varying(70) NOT NULL, "iban_chiffre" text NOT NULL, "iban_masque" character varying(50) NOT NULL, "bic" character varying(11) NOT NULL, "date_signature" date NOT NULL, "cree_le" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_a353a13d7c29539133e0cbccd0f" UNIQUE ("reference"), CONSTRAINT "PK_c8302345bfe34e66bd2b1c215ec" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_a957605b95b6399d9bfdbbe1c2" ON "mandat_sepa" ("code_dossier", "id")`);
    await queryRunner.query(
      `ALTER TABLE "abonnement_parametres" ADD CONSTRAINT "FK_423f1ff3f4971124cc424b936b0" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "abonnement_cotisation" ADD CONSTRAINT "FK_9e81ccb1b60dadd0e2f4c99e3cc" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "abonnement_facture" ADD CONSTRAINT "FK_8a69d4bd7c8fcd3a0e885570686" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "abonnement_facture" ADD CONSTRAINT "FK_3ad80caa8ee92a8c5f22cf3c68b" FOREIGN KEY ("ged_document_id") REFERENCES "ged_document"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mandat_sepa" ADD CONSTRAINT "FK_8d79784059ccc5573315035ff77" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mandat_sepa"`);
    await queryRunner.query(`DROP TABLE "abonnement_facture"`);
    await queryRunner.query(`DROP TABLE "abonnement_cotisation"`);
    await queryRunner.query(`DROP TABLE "abonnement_parametres"`);
  }
}
