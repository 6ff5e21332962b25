import { MigrationInterface, QueryRunner } from 'typeorm';

/** Accent- and case-insensitive matching for French company names, without the unaccent extension. */
export class AddUnaccentFold1795212300000 implements MigrationInterface {
  name = 'AddUnaccentFold1795212300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE OR REPLACE FUNCTION unaccent_fold(text) RETURNS text AS $$
      SELECT lower(translate($1, 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸŒÆ', 'aaaaaaceeeeiiiinooooouuuuyyoaAAAAAACEEEEIIIINOOOOOUUUUYYOA'))
    $$ LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION IF EXISTS unaccent_fold(text)`);
  }
}
