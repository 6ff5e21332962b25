import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Document search (GED): French full-text search over name and extracted text, accent-insensitive
 * (unaccent behind an IMMUTABLE wrapper so that it can be indexed), and trigram matching on the
 * folded name so that three letters ('bil') find 'Bilan'. Both indexes are GIN.
 */
export class GedSearch1795600000000 implements MigrationInterface {
  name = 'GedSearch1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION ged_fold(text) RETURNS text AS $$
      SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1))
    $$ LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE`);
    await queryRunner.query(
      `CREATE INDEX "IDX_ged_document_plein_texte" ON "ged_document" USING gin (to_tsvector('french'::regconfig, ged_fold("nom" || ' ' || coalesce(left("contenu", 200000), ''))))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ged_document_nom_trgm" ON "ged_document" USING gin (ged_fold("nom") gin_trgm_ops)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "IDX_ged_document_nom_trgm"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "IDX_ged_document_plein_texte"`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS ged_fold(text)`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS pg_trgm`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS unaccent`);
  }
}
