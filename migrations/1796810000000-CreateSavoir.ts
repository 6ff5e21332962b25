import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Knowledge pages and the founders' programme (spec 02 §3 Knowledge and assembly): tutorials, documentation categories
 * (three levels) and documentations, the firm's documentation libraries and their files (blobs in the blob store),
 * e-learnings, RGPD and web-series cards, the programme's contacts and site information.
 */
export class CreateSavoir1796810000000 implements MigrationInterface {
  name = 'CreateSavoir1796810000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "tutoriel" ("code" character varying(80) PRIMARY KEY, "titre" character varying(200) NOT NULL, "description" text NOT NULL, "url" character varying(500) NOT NULL, "icone" character varying(200), "ordre" integer NOT NULL DEFAULT 0)`,
    );
    await queryRunner.query(
      `CREATE TABLE "documentation_categorie" ("code" character varying(80) PRIMARY KEY, "titre" character varying(200) NOT NULL, "url" character varying(500), "ordre" integer NOT NULL DEFAULT 0, "est_site_internet" boolean NOT NULL DEFAULT false, "code_parent" character varying(80))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_documentation_categorie_parent" ON "documentation_categorie" ("code_parent")`);
    await queryRunner.query(
      `CREATE TABLE "documentation" ("code" character varying(80) PRIMARY KEY, "titre" character varying(200) NOT NULL, "url" character varying(500), "code_ged" character varying(40), "ged_dispo" boolean NOT NULL DEFAULT false, "code_categorie" character varying(80) NOT NULL, "ordre" integer NOT NULL DEFAULT 0)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_documentation_categorie" ON "documentation" ("code_categorie")`);
    await queryRunner.query(`CREATE TABLE "bibliotheque" ("code_ged" character varying(40) PRIMARY KEY, "titre" character varying(200) NOT NULL)`);
    await queryRunner.query(
      `CREATE TABLE "bibliotheque_fichier" ("id" uuid PRIMARY KEY, "code_ged" character varying(40) NOT NULL, "nom" character varying(255) NOT NULL, "taille" integer NOT NULL, "date" TIMESTAMP WITH TIME ZONE NOT NULL, "type_mime" character varying(100) NOT NULL, "blob_key" character varying(200) NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_bibliotheque_fichier_code_ged" ON "bibliotheque_fichier" ("code_ged")`);
    await queryRunner.query(
      `CREATE TABLE "elearning" ("code" character varying(80) PRIMARY KEY, "titre" character varying(200) NOT NULL, "description" text NOT NULL, "url" character varying(500) NOT NULL, "ordre" integer NOT NULL DEFAULT 0)`,
    );
    await queryRunner.query(
      `CREATE TABLE "carte_savoir" ("id" uuid PRIMARY KEY, "page" character varying(10) NOT NULL, "titre" character varying(200) NOT NULL, "description" text NOT NULL, "url" character varying(500) NOT NULL, "libelle_lien" character varying(60) NOT NULL, "ordre" integer NOT NULL DEFAULT 0, CONSTRAINT "CHK_carte_savoir_page" CHECK ("page" IN ('rgpd', 'webserie')))`,
    );
    await queryRunner.query(
      `CREATE TABLE "interlocuteur_oic" ("code_agent" character varying(20) PRIMARY KEY, "prenom" character varying(100) NOT NULL, "nom" character varying(100) NOT NULL, "fonction" character varying(120) NOT NULL, "nom_agence" character varying(120), "telephone" character varying(30), "mail" character varying(254), "sexe" character varying(1) NOT NULL DEFAULT 'F', "droit_image" boolean NOT NULL DEFAULT false, "photo" bytea, "photo_type" character varying(50), "ordre" integer NOT NULL DEFAULT 0)`,
    );
    await queryRunner.query(
      `CREATE TABLE "site_oic" ("id" smallint PRIMARY KEY, "adresse_l1" character varying(200) NOT NULL, "adresse_l2" character varying(200), "telephone" character varying(30) NOT NULL, "mail_pilote" character varying(254) NOT NULL)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['site_oic', 'interlocuteur_oic', 'carte_savoir', 'elearning', 'bibliotheque_fichier', 'bibliotheque', 'documentation', 'documentation_categorie', 'tutoriel']) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
