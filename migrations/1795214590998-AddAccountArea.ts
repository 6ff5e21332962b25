import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddAccountArea1795214590998 implements MigrationInterface {
  name = 'AddAccountArea1795214590998';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "compte_jeton" ("id" uuid NOT NULL, "compte_id" uuid NOT NULL, "type" character varying(20) NOT NULL, "empreinte" character(64) NOT NULL, "valeur" character varying(254), "tentatives" integer NOT NULL DEFAULT '0', "date_expiration" TIMESTAMP WITH TIME ZONE NOT NULL, "date_utilisation" TIMESTAMP WITH TIME ZONE, "date_creation" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_24b931eb5298277b54acc553e4c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ee6e19c2d95a9014bd715663ed" ON "compte_jeton"  ("empreinte") `);
    await queryRunner.query(`CREATE INDEX "IDX_cadaa6719b19a8456e263a0cfc" ON "compte_jeton"  ("compte_id", "type") `);
    await queryRunner.query(
      `CREATE TABLE "pays" ("id" integer NOT NULL, "code" character varying(2) NOT NULL, "libelle" character varying(100) NOT NULL, "indicatif" character varying(6) NOT NULL, CONSTRAINT "PK_2ceafefbf36a2c0673337c88c27" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "dossier_communication" ("code_dossier" character varying(6) NOT NULL, "telephone" character varying(10), "indicatif_telephone" integer, "portable" character varying(10), "indicatif_portable" integer, "email_principal" character varying(64), "email_facturation" character varying(255), CONSTRAINT "PK_0edece7b20e15a602f33b87256d" PRIMARY KEY ("code_dossier"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "dossier_communication_modification" ("code_dossier" character varying(6) NOT NULL, "champ" character varying(20) NOT NULL, "date_modification" TIMESTAMP WITH TIME ZONE NOT NULL, "guid_personne" uuid, "user_modification" character varying(201), "agent_modification" character varying(201), CONSTRAINT "PK_ac857c0bf50bd21a7498726c954" PRIMARY KEY ("code_dossier", "champ"))`,
    );
    await queryRunner.query(`ALTER TABLE "personne" ADD "portable" character varying(30)`);
    await queryRunner.query(`ALTER TABLE "personne" ADD "adresse" character varying(255)`);
    await queryRunner.query(`ALTER TABLE "personne" ADD "canal_prefere" character varying(20)`);
    await queryRunner.query(
      `ALTER TABLE "compte_jeton" ADD CONSTRAINT "FK_401d5ee04381ea21f97dc14606a" FOREIGN KEY ("compte_id") REFERENCES "compte"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "dossier_communication" ADD CONSTRAINT "FK_0edece7b20e15a602f33b87256d" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "dossier_communication" ADD CONSTRAINT "FK_ea5bf91955639861d92c2f752ff" FOREIGN KEY ("indicatif_telephone") REFERENCES "pays"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "dossier_communication" ADD CONSTRAINT "FK_d2f285ae75b3681acb1196af83a" FOREIGN KEY ("indicatif_portable") REFERENCES "pays"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "dossier_communication_modification" ADD CONSTRAINT "FK_4a3b25f5bac475be27081638673" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "dossier_communication_modification" ADD CONSTRAINT "FK_fec546f465034337fb9e753f8a5" FOREIGN KEY ("guid_personne") REFERENCES "personne"("guid_personne") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "dossier_communication_modification" DROP CONSTRAINT "FK_fec546f465034337fb9e753f8a5"`);
    await queryRunner.query(`ALTER TABLE "dossier_communication_modification" DROP CONSTRAINT "FK_4a3b25f5bac475be27081638673"`);
    await queryRunner.query(`ALTER TABLE "dossier_communication" DROP CONSTRAINT "FK_d2f285ae75b3681acb1196af83a"`);
    await queryRunner.query(`ALTER TABLE "dossier_communication" DROP CONSTRAINT "FK_ea5bf91955639861d92c2f752ff"`);
    await queryRunner.query(`ALTER TABLE "dossier_communication" DROP CONSTRAINT "FK_0edece7b20e15a602f33b87256d"`);
    await queryRunner.query(`ALTER TABLE "compte_jeton" DROP CONSTRAINT "FK_401d5ee04381ea21f97dc14606a"`);
    await queryRunner.query(`ALTER TABLE "personne" DROP COLUMN "canal_prefere"`);
    await queryRunner.query(`ALTER TABLE "personne" DROP COLUMN "adresse"`);
    await queryRunner.query(`ALTER TABLE "personne" DROP COLUMN "portable"`);
    await queryRunner.query(`DROP TABLE "dossier_communication_modification"`);
    await queryRunner.query(`DROP TABLE "dossier_communication"`);
    await queryRunner.query(`DROP TABLE "pays"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cadaa6719b19a8456e263a0cfc"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ee6e19c2d95a9014bd715663ed"`);
    await queryRunner.query(`DROP TABLE "compte_jeton"`);
  }
}
