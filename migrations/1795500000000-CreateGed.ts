import { MigrationInterface, QueryRunner } from 'typeorm';

/** Document store (GED): folders, documents (metadata of blobs) and upload history. */
export class CreateGed1795500000000 implements MigrationInterface {
  name = 'CreateGed1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "ged_noeud" ("id" uuid NOT NULL, "espace" character varying(10) NOT NULL DEFAULT 'dossier', "code_dossier" character varying(6), "code" character varying(60) NOT NULL, "parent_id" uuid, "titre" character varying(200) NOT NULL, "ordre" integer NOT NULL DEFAULT '0', "template" character varying(20) NOT NULL DEFAULT 'default', "categorie_id" character varying(50), "store" character varying(10) NOT NULL DEFAULT 'documents', "module_requis" character varying(40), "cder_particulier" boolean NOT NULL DEFAULT false, "icone" character varying(40), "couleur" character varying(20), "placeholder_recherche" character varying(200), "texte" text, CONSTRAINT "PK_6efa0782ca8bea7a7abe689b05e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_0523c806e27b5e3c7b489e3005" ON "ged_noeud"  ("parent_id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c3b7cae1315afb81ba67e21af0" ON "ged_noeud"  ("code_dossier", "code") WHERE "code_dossier" IS NOT NULL`);
    await queryRunner.query(`CREATE TABLE "ged_document" ("id" uuid NOT NULL, "noeud_id" uuid NOT NULL, "code_dossier" character varying(6), "nom" character varying(255) NOT NULL, "type" character varying(10) NOT NULL DEFAULT 'document', "extension" character varying(10) NOT NULL, "mime" character varying(100) NOT NULL, "taille" bigint NOT NULL, "blob_key" character varying(200) NOT NULL, "sha256" character(64) NOT NULL, "date_creation" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "date_modification" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "millesime" integer, "est_site_internet" boolean NOT NULL DEFAULT false, "nb_pages" integer, "apercu_statut" character varying(10) NOT NULL DEFAULT 'attente', "contenu" text, "nom_fournisseur" character varying(200), "date_facture" date, "numero_facture" character varying(60), "total_ttc" numeric(14,2), "type_facture" character varying(20), "type_fichier" character varying(12), "depose_par" uuid, CONSTRAINT "UQ_3f2a247f55270fe42a853e61baf" UNIQUE ("blob_key"), CONSTRAINT "PK_da51a60e78757b26807e6a43efd" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_2b71f4b072367ea2d81ff8e7f1" ON "ged_document"  ("code_dossier", "type", "date_creation")`);
    await queryRunner.query(`CREATE INDEX "IDX_578688341c86fc65a4c4cdcb45" ON "ged_document"  ("noeud_id", "date_creation")`);
    await queryRunner.query(`CREATE TABLE "ged_envoi" ("id" uuid NOT NULL, "code_dossier" character varying(6) NOT NULL, "guid_personne" uuid NOT NULL, "nom_fichier" character varying(255) NOT NULL, "type_fichier" character varying(12) NOT NULL, "date_envoi" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "document_id" uuid, CONSTRAINT "PK_0f033ff9c67e5212ff4f6a4e3b9" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_7ef02ac88b5e573e5fe94295e9" ON "ged_envoi"  ("code_dossier", "date_envoi")`);
    await queryRunner.query(`ALTER TABLE "ged_noeud" ADD CONSTRAINT "FK_b6b94584dfa747b20b8173b637d" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ged_noeud" ADD CONSTRAINT "FK_0523c806e27b5e3c7b489e3005d" FOREIGN KEY ("parent_id") REFERENCES "ged_noeud"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ged_document" ADD CONSTRAINT "FK_81133193524988f0705afd4945e" FOREIGN KEY ("noeud_id") REFERENCES "ged_noeud"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ged_document" ADD CONSTRAINT "FK_39f8c9115798eb4009d73f1a223" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "ged_envoi" ADD CONSTRAINT "FK_bf6f62c5df1af3391ae9c936ae0" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ged_envoi" DROP CONSTRAINT "FK_bf6f62c5df1af3391ae9c936ae0"`);
    await queryRunner.query(`ALTER TABLE "ged_document" DROP CONSTRAINT "FK_39f8c9115798eb4009d73f1a223"`);
    await queryRunner.query(`ALTER TABLE "ged_document" DROP CONSTRAINT "FK_81133193524988f0705afd4945e"`);
    await queryRunner.query(`ALTER TABLE "ged_noeud" DROP CONSTRAINT "FK_0523c806e27b5e3c7b489e3005d"`);
    await queryRunner.query(`ALTER TABLE "ged_noeud" DROP CONSTRAINT "FK_b6b94584dfa747b20b8173b637d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7ef02ac88b5e573e5fe94295e9"`);
    await queryRunner.query(`DROP TABLE "ged_envoi"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_578688341c86fc65a4c4cdcb45"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2b71f4b072367ea2d81ff8e7f1"`);
    await queryRunner.query(`DROP TABLE "ged_document"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c3b7cae1315afb81ba67e21af0"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0523c806e27b5e3c7b489e3005"`);
    await queryRunner.query(`DROP TABLE "ged_noeud"`);
  }
}
