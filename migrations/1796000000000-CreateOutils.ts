import { MigrationInterface, QueryRunner } from 'typeorm';

/** Tools catalogue (categories, tools), tool favourites per person and web shortcuts (issue 10). */
export class CreateOutils1796000000000 implements MigrationInterface {
  name = 'CreateOutils1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "outil_categorie" ("id" integer NOT NULL, "slug" character varying(100) NOT NULL, "libelle" character varying(200) NOT NULL, "ordre" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_b1e190a1139e88b68406dc89681" UNIQUE ("slug"), CONSTRAINT "PK_7b25156223c1abd03295a15dcf4" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "outil" ("slug" character varying(100) NOT NULL, "nom" character varying(200) NOT NULL, "description" text NOT NULL DEFAULT '', "explication" text NOT NULL DEFAULT '', "type_lien" character varying(10) NOT NULL, "lien" character varying(500) NOT NULL, "nouvel_onglet" boolean NOT NULL DEFAULT false, "categorie_id" integer, "ordre" integer NOT NULL DEFAULT '0', "est_duer" boolean NOT NULL DEFAULT false, "modules" text array NOT NULL DEFAULT '{}', "actif" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_2a43f8065f2393a5d2e569b5c50" PRIMARY KEY ("slug"))`);
    await queryRunner.query(`CREATE TABLE "outil_favori" ("guid_personne" uuid NOT NULL, "outil_slug" character varying(100) NOT NULL, CONSTRAINT "PK_2f17e6e7aaf0e9818a0cb708905" PRIMARY KEY ("guid_personne", "outil_slug"))`);
    await queryRunner.query(`CREATE TABLE "raccourci" ("id" uuid NOT NULL, "guid_personne" uuid NOT NULL, "libelle" character varying(255) NOT NULL, "url" character varying(300) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c28af596a403e9469cdec743878" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_378cb994a488532c88338392a3" ON "raccourci"  ("guid_personne") `);
    await queryRunner.query(`ALTER TABLE "outil" ADD CONSTRAINT "FK_7b25156223c1abd03295a15dcf4" FOREIGN KEY ("categorie_id") REFERENCES "outil_categorie"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "outil_favori" ADD CONSTRAINT "FK_43752544dedee387c10d2b70872" FOREIGN KEY ("guid_personne") REFERENCES "personne"("guid_personne") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "outil_favori" ADD CONSTRAINT "FK_67d752d4e2947c0199e359b39ee" FOREIGN KEY ("outil_slug") REFERENCES "outil"("slug") ON DELETE CASCADE ON UPDATE CASCADE`);
    await queryRunner.query(`ALTER TABLE "raccourci" ADD CONSTRAINT "FK_378cb994a488532c88338392a30" FOREIGN KEY ("guid_personne") REFERENCES "personne"("guid_personne") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "raccourci" DROP CONSTRAINT "FK_378cb994a488532c88338392a30"`);
    await queryRunner.query(`ALTER TABLE "outil_favori" DROP CONSTRAINT "FK_67d752d4e2947c0199e359b39ee"`);
    await queryRunner.query(`ALTER TABLE "outil_favori" DROP CONSTRAINT "FK_43752544dedee387c10d2b70872"`);
    await queryRunner.query(`ALTER TABLE "outil" DROP CONSTRAINT "FK_7b25156223c1abd03295a15dcf4"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_378cb994a488532c88338392a3"`);
    await queryRunner.query(`DROP TABLE "raccourci"`);
    await queryRunner.query(`DROP TABLE "outil_favori"`);
    await queryRunner.query(`DROP TABLE "outil"`);
    await queryRunner.query(`DROP TABLE "outil_categorie"`);
  }
}
