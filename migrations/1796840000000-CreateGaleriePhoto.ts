import { MigrationInterface, QueryRunner } from 'typeorm';

/** The One Day gallery (issue 14, spec 02 §9): each photo's original and its large and small versions in the blob store. */
export class CreateGaleriePhoto1796840000000 implements MigrationInterface {
  name = 'CreateGaleriePhoto1796840000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "galerie_photo" ("id" uuid NOT NULL, "ordre" integer NOT NULL, "titre" character varying(255) NOT NULL, "nom_fichier" character varying(255) NOT NULL, "type_originale" character varying(50) NOT NULL, "cle_originale" character varying(255) NOT NULL, "octets_originale" integer NOT NULL, "largeur_originale" integer NOT NULL, "hauteur_originale" integer NOT NULL, "type_grande" character varying(50) NOT NULL, "cle_grande" character varying(255) NOT NULL, "largeur_grande" integer NOT NULL, "hauteur_grande" integer NOT NULL, "type_petite" character varying(50) NOT NULL, "cle_petite" character varying(255) NOT NULL, "largeur_petite" integer NOT NULL, "hauteur_petite" integer NOT NULL, "date_ajout" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_galerie_photo" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_galerie_photo_ordre" ON "galerie_photo" ("ordre", "id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_galerie_photo_ordre"`);
    await queryRunner.query(`DROP TABLE "galerie_photo"`);
  }
}
