import { MigrationInterface, QueryRunner } from 'typeorm';

/** Zones of the average-yield map (issue 11): simplified GeoJSON per zone type, and which commune lies in which region. */
export class CreateZonesAgricoles1796300000000 implements MigrationInterface {
  name = 'CreateZonesAgricoles1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "zone_agricole" ("id" uuid NOT NULL, "type" character varying(20) NOT NULL, "code" character varying(10) NOT NULL, "libelle" character varying(255) NOT NULL, "geometrie" jsonb NOT NULL, "latitude" double precision NOT NULL, "longitude" double precision NOT NULL, "importe_le" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_zone_agricole_type_code" UNIQUE ("type", "code"), CONSTRAINT "PK_zone_agricole" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "zone_commune" ("type" character varying(20) NOT NULL, "commune_insee" character varying(5) NOT NULL, "code_zone" character varying(10) NOT NULL, CONSTRAINT "PK_zone_commune" PRIMARY KEY ("type", "commune_insee"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "zone_commune"`);
    await queryRunner.query(`DROP TABLE "zone_agricole"`);
  }
}
