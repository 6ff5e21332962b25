import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Document search (GED): French full-text search over name and extracted text, accent-insensitive
 * (unaccent behind IMMUTABLE wrappers so that it can be indexed), and trigram matching on the folded
 * name so that three letters ('bil') find 'Bilan'. The text vector is kept in `recherche` by a
 * trigger (whoever writes the name or the extracted text), so that a search never recomputes it
 * row by row; both indexes are GIN.
 */
export class GedSearch1795600000000 implements MigrationInterface {
  name = 'GedSearch1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION ged_fold(text) RETURNS text AS $$
      SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1))
    $$ LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION ged_recherche(nom text, contenu text) RETURNS tsvector AS $$
      SELECT to_tsvector('french'::regconfig, ged_fold(coalesce(nom, '') || ' ' || coalesce(left(contenu, 200000), '')))
    $$ LANGUAGE sql IMMUTABLE PARALLEL SAFE`);
    await queryRunner.query(`ALTER TABLE "ged_document" ADD "recherche" tsvector`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION ged_document_recherche() RETURNS trigger AS $$
      BEGIN
        NEW.recherche := ged_recherche(NEW.nom, NEW.contenu);
        RETURN NEW;
      END
    $$ LANGUAGE plpgsql`);
    await queryRunner.query(
      `CREATE TRIGGER "ged_document_recherche" BEFORE INSERT OR UPDATE OF "nom", "contenu" ON "ged_document" FOR EACH ROW EXECUTE FUNCTION ged_document_recherche()`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ged_document_plein_texte" ON "ged_document" USING gin ("recherche")`);
    await queryRunner.query(`CREATE INDEX "IDX_ged_document_nom_trgm" ON "ged_document" USING gin (ged_fold("nom") gin_trgm_ops)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "IDX_ged_document_nom_trgm"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "IDX_ged_document_plein_texte"`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS "ged_document_recherche" ON "ged_document"`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS ged_document_recherche()`);
    await queryRunner.query(`ALTER TABLE "ged_document" DROP COLUMN "recherche"`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS ged_recherche(text, text)`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS ged_fold(text)`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS pg_trgm`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS unaccent`);
  }
}
