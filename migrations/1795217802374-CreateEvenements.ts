import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateEvenements1795217802374 implements MigrationInterface {
  name = 'CreateEvenements1795217802374';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "notification" ("id" uuid NOT NULL, "guid_personne" uuid NOT NULL, "category" character varying(20) NOT NULL, "message" character varying(500) NOT NULL, "url" character varying(500), "date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "lue" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_705b6c7cdf9b2c2ff7ac7872cb7" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_476cc1a41f38e3d0275278ba1e" ON "notification"  ("guid_personne", "date") `);
    await queryRunner.query(`CREATE TABLE "evenement" ("id" integer NOT NULL, "guid" uuid NOT NULL, "titre" character varying(200) NOT NULL, "date_debut" TIMESTAMP WITH TIME ZONE NOT NULL, "date_fin" TIMESTAMP WITH TIME ZONE NOT NULL, "lieu" character varying(200), "adresse" character varying(200), "cp" character varying(10), "ville" character varying(100), "url" character varying(500), "type" character varying(10) NOT NULL DEFAULT 'autre', "inscription_requise" boolean NOT NULL DEFAULT true, "est_annule" boolean NOT NULL DEFAULT false, "nb_max_inscription" integer NOT NULL DEFAULT '0', "id_campagne" integer, "icone" bytea, "icone_type" character varying(50), "image" bytea, "image_type" character varying(50), CONSTRAINT "PK_e6d6a11dd36f18ddba5f48a98c0" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_34d4a032f17a270daaf7f06678" ON "evenement"  ("guid") `);
    await queryRunner.query(`CREATE INDEX "IDX_d0c0e379891341e50b185ca9ea" ON "evenement"  ("id_campagne") `);
    await queryRunner.query(`CREATE TABLE "inscription" ("id" uuid NOT NULL, "id_event" integer NOT NULL, "code_dossier" character varying(6) NOT NULL, "nom" character varying(100) NOT NULL, "prenom" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "tel" character varying(20), "participe" boolean, "deleted" boolean NOT NULL DEFAULT false, "guid_personne" uuid, "est_dossier_membre" boolean NOT NULL DEFAULT false, "id_campagne" integer, "commentaire" character varying(2000), "date_creation" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e3ec336b4b1fd26e2370893d24b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_f5a7fdcee07e4eb8e99323339e" ON "inscription"  ("code_dossier", "id_event") `);
    await queryRunner.query(`CREATE TABLE "chiffre_accueil" ("id" uuid NOT NULL, "code_dossier" character varying(6) NOT NULL, "slug" character varying(60) NOT NULL, "nom" character varying(120) NOT NULL, "date_valeur" date NOT NULL, "valeur" numeric(18,4), "unite" character varying(10) NOT NULL, "precision" smallint NOT NULL DEFAULT '0', "ordre" smallint NOT NULL DEFAULT '0', CONSTRAINT "PK_2004f07a7142cb0afc84c342760" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_94b4b8d7ecb183a43dcfe97c74" ON "chiffre_accueil"  ("code_dossier", "ordre") `);
    await queryRunner.query(`CREATE TABLE "home_section" ("id" uuid NOT NULL, "titre" character varying(200) NOT NULL, "sous_titre" character varying(300), "url" character varying(500), "est_prioritaire" boolean NOT NULL DEFAULT false, "date_publication" TIMESTAMP WITH TIME ZONE NOT NULL, "image" bytea, "image_type" character varying(50), CONSTRAINT "PK_c6e95ccdc50243881d8a2c9524c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`ALTER TABLE "notification" ADD CONSTRAINT "FK_23a4153375a804401c9d66af461" FOREIGN KEY ("guid_personne") REFERENCES "personne"("guid_personne") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "inscription" ADD CONSTRAINT "FK_38b62e527d85445f5803dbaa159" FOREIGN KEY ("id_event") REFERENCES "evenement"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "inscription" DROP CONSTRAINT "FK_38b62e527d85445f5803dbaa159"`);
    await queryRunner.query(`ALTER TABLE "notification" DROP CONSTRAINT "FK_23a4153375a804401c9d66af461"`);
    await queryRunner.query(`DROP TABLE "home_section"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_94b4b8d7ecb183a43dcfe97c74"`);
    await queryRunner.query(`DROP TABLE "chiffre_accueil"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f5a7fdcee07e4eb8e99323339e"`);
    await queryRunner.query(`DROP TABLE "inscription"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d0c0e379891341e50b185ca9ea"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_34d4a032f17a270daaf7f06678"`);
    await queryRunner.query(`DROP TABLE "evenement"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_476cc1a41f38e3d0275278ba1e"`);
    await queryRunner.query(`DROP TABLE "notification"`);
  }
}
