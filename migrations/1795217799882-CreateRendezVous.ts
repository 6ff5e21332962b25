import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateRendezVous1795217799882 implements MigrationInterface {
  name = "CreateRendezVous1795217799882";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "rendez_vous" ("id" uuid NOT NULL, "code_dossier" character varying(6) NOT NULL, "titre" character varying(200) NOT NULL, "date" TIMESTAMP WITH TIME ZONE NOT NULL, "date_fin" TIMESTAMP WITH TIME ZONE, "lieu" character varying(200), "adresse" character varying(255), "cp" character varying(10), "ville" character varying(100), "type_communication" character varying(50), "motif" text, "description" text, "telephone_contact" character varying(30), "email_contact" character varying(254), "guid_responsable" uuid, "annule_le" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_598446f3a79c17ce39850c91abd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_f16fd94a22ed637a1609940843" ON "rendez_vous"  ("code_dossier", "date") `,
    );
    await queryRunner.query(
      `CREATE TABLE "demande_rendez_vous" ("id" uuid NOT NULL, "code_dossier" character varying(6) NOT NULL, "guid_personne" uuid NOT NULL, "code_agent" character varying(20) NOT NULL, "motif" text NOT NULL, "telephone" character varying(30), "email" character varying(254), "pieces_jointes" jsonb NOT NULL DEFAULT '[]', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cd28a812ea93d2ebb01a21a742c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_fbee7bbb54aa60f0919cf6dfbc" ON "demande_rendez_vous"  ("code_dossier", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "page_generique" ("id" character varying(80) NOT NULL, "titre" character varying(200) NOT NULL, "url" character varying(500), "contenu" text NOT NULL, "publiee" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_ed6f81f67971269904ba0b60db8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "rendez_vous_participant" ("rendez_vous_id" uuid NOT NULL, "guid_personne" uuid NOT NULL, CONSTRAINT "PK_be85be690e42eb34db460ae6cc6" PRIMARY KEY ("rendez_vous_id", "guid_personne"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_a9e466b834b1f2a1dcbdfe0ceb" ON "rendez_vous_participant"  ("rendez_vous_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_869983524266ade5ae1f8b7bb8" ON "rendez_vous_participant"  ("guid_personne") `,
    );
    await queryRunner.query(
      `ALTER TABLE "collaborateur" ADD "nom_agence" character varying(120)`,
    );
    await queryRunner.query(
      `ALTER TABLE "collaborateur" ADD "telephone" character varying(30)`,
    );
    await queryRunner.query(
      `ALTER TABLE "collaborateur" ADD "mail" character varying(254)`,
    );
    await queryRunner.query(`ALTER TABLE "collaborateur" ADD "mission" text`);
    await queryRunner.query(
      `ALTER TABLE "collaborateur" ADD "sexe" character varying(1) NOT NULL DEFAULT 'F'`,
    );
    await queryRunner.query(
      `ALTER TABLE "collaborateur" ADD "droit_image" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`ALTER TABLE "collaborateur" ADD "photo" bytea`);
    await queryRunner.query(
      `ALTER TABLE "collaborateur" ADD "photo_type" character varying(50)`,
    );
    await queryRunner.query(
      `ALTER TABLE "rendez_vous" ADD CONSTRAINT "FK_1649310e8e4a8e3019121137739" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "demande_rendez_vous" ADD CONSTRAINT "FK_a7beaed16e7abc2a50a00f37244" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "rendez_vous_participant" ADD CONSTRAINT "FK_a9e466b834b1f2a1dcbdfe0ceb9" FOREIGN KEY ("rendez_vous_id") REFERENCES "rendez_vous"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "rendez_vous_participant" ADD CONSTRAINT "FK_869983524266ade5ae1f8b7bb86" FOREIGN KEY ("guid_personne") REFERENCES "collaborateur"("guid_personne") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "rendez_vous_participant" DROP CONSTRAINT "FK_869983524266ade5ae1f8b7bb86"`,
    );
    await queryRunner.query(
      `ALTER TABLE "rendez_vous_participant" DROP CONSTRAINT "FK_a9e466b834b1f2a1dcbdfe0ceb9"`,
    );
    await queryRunner.query(
      `ALTER TABLE "demande_rendez_vous" DROP CONSTRAINT "FK_a7beaed16e7abc2a50a00f37244"`,
    );
    await queryRunner.query(
      `ALTER TABLE "rendez_vous" DROP CONSTRAINT "FK_1649310e8e4a8e3019121137739"`,
    );
    await queryRunner.query(
      `ALTER TABLE "collaborateur" DROP COLUMN "photo_type"`,
    );
    await queryRunner.query(`ALTER TABLE "collaborateur" DROP COLUMN "photo"`);
    await queryRunner.query(
      `ALTER TABLE "collaborateur" DROP COLUMN "droit_image"`,
    );
    await queryRunner.query(`ALTER TABLE "collaborateur" DROP COLUMN "sexe"`);
    await queryRunner.query(
      `ALTER TABLE "collaborateur" DROP COLUMN "mission"`,
    );
    await queryRunner.query(`ALTER TABLE "collaborateur" DROP COLUMN "mail"`);
    await queryRunner.query(
      `ALTER TABLE "collaborateur" DROP COLUMN "telephone"`,
    );
    await queryRunner.query(
      `ALTER TABLE "collaborateur" DROP COLUMN "nom_agence"`,
    );
    await queryRunner.query(
      `DROP INDEX "public"."IDX_869983524266ade5ae1f8b7bb8"`,
    );
    await queryRunner.query(
      `DROP INDEX "public"."IDX_a9e466b834b1f2a1dcbdfe0ceb"`,
    );
    await queryRunner.query(`DROP TABLE "rendez_vous_participant"`);
    await queryRunner.query(`DROP TABLE "page_generique"`);
    await queryRunner.query(
      `DROP INDEX "public"."IDX_fbee7bbb54aa60f0919cf6dfbc"`,
    );
    await queryRunner.query(`DROP TABLE "demande_rendez_vous"`);
    await queryRunner.query(
      `DROP INDEX "public"."IDX_f16fd94a22ed637a1609940843"`,
    );
    await queryRunner.query(`DROP TABLE "rendez_vous"`);
  }
}
