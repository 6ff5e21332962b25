import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateIdentityAndRights1795212140975 implements MigrationInterface {
  name = 'CreateIdentityAndRights1795212140975';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "personne" ("guid_personne" uuid NOT NULL, "civilite" character varying(5), "nom" character varying(100) NOT NULL, "prenom" character varying(100) NOT NULL, "email" character varying(254), "telephone" character varying(30), "modules" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6559f7bacf3974c02400b170d06" PRIMARY KEY ("guid_personne"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "compte" ("id" uuid NOT NULL, "guid_personne" uuid NOT NULL, "login" character varying(254) NOT NULL, "password_hash" character varying(255), "actif" boolean NOT NULL DEFAULT true, "est_testeur" boolean NOT NULL DEFAULT false, "has_forum" boolean NOT NULL DEFAULT false, "send_mail_when_notify" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "REL_be0e48bca3ceb30fb847b1e30b" UNIQUE ("guid_personne"), CONSTRAINT "PK_fe8b9e894bf80fbe677b14f9f8c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_be0e48bca3ceb30fb847b1e30b" ON "compte"  ("guid_personne") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_bcf6fbf2ce40fee267d71cf06b" ON "compte"  ("login") `);
    await queryRunner.query(
      `CREATE TABLE "dossier_module" ("code_dossier" character varying(6) NOT NULL, "module" character varying(50) NOT NULL, "date_souscription" date NOT NULL DEFAULT ('now'::text)::date, CONSTRAINT "PK_eb2474ec68a5d71f181d4a84b99" PRIMARY KEY ("code_dossier", "module"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "dossier" ("id" uuid NOT NULL, "code_dossier" character varying(6) NOT NULL, "raison_sociale" character varying(200) NOT NULL, "code_entite" character varying(4) NOT NULL, "type_activite" character varying(10) NOT NULL, "statut" character varying(12) NOT NULL DEFAULT 'Bon', "guid_personne" uuid, CONSTRAINT "PK_62a60ad7157c2922b57c3319364" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_919e66792dfc2e309eff80811b" ON "dossier"  ("code_dossier") `);
    await queryRunner.query(
      `CREATE TABLE "categorie" ("id" character varying(50) NOT NULL, "libelle" character varying(100) NOT NULL, "parent_id" character varying(50), "modules" text array NOT NULL DEFAULT '{}', "ordre" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_a761331f20634c53bf660312062" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "role" ("id_role" integer NOT NULL, "nom_role" character varying(100) NOT NULL, CONSTRAINT "PK_55cf84619d4992811de3532c816" PRIMARY KEY ("id_role"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "droit" ("id" uuid NOT NULL, "guid_personne" uuid NOT NULL, "code_dossier" character varying(6) NOT NULL, "id_role" integer NOT NULL, "est_favoris" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_4cb213ef81b44ef05825e300397" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_119d88f2c62c8e3203d9f75d87" ON "droit"  ("code_dossier") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_cfce58a37de35e7413e4ff3813" ON "droit"  ("guid_personne", "code_dossier") `);
    await queryRunner.query(
      `CREATE TABLE "fonction" ("code" character varying(30) NOT NULL, "libelle" character varying(100) NOT NULL, "modules" text array NOT NULL DEFAULT '{}', CONSTRAINT "PK_eb99fb665d99cde32c18c882816" PRIMARY KEY ("code"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "collaborateur" ("guid_personne" uuid NOT NULL, "login_ad" character varying(100) NOT NULL, "code_agent" character varying(20) NOT NULL, "actif" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_4a008d979e6024fa2d44e7e38c8" PRIMARY KEY ("guid_personne"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_24cbef4f076d58972858956f45" ON "collaborateur"  ("login_ad") `);
    await queryRunner.query(
      `CREATE TABLE "role_categorie" ("id_role" integer NOT NULL, "categorie_id" character varying(50) NOT NULL, CONSTRAINT "PK_ed470c00f1ef7b7a3163dfd774c" PRIMARY KEY ("id_role", "categorie_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_6cbb1e0781f5e39c8155ba650e" ON "role_categorie"  ("id_role") `);
    await queryRunner.query(`CREATE INDEX "IDX_33b226f365f2e689717d2a6b78" ON "role_categorie"  ("categorie_id") `);
    await queryRunner.query(
      `CREATE TABLE "droit_categorie" ("droit_id" uuid NOT NULL, "categorie_id" character varying(50) NOT NULL, CONSTRAINT "PK_586af3a760f79c6126573d9c629" PRIMARY KEY ("droit_id", "categorie_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_9766d870450a7eb6256cc27169" ON "droit_categorie"  ("droit_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f07199ca8629cbbde5322d29d8" ON "droit_categorie"  ("categorie_id") `);
    await queryRunner.query(
      `CREATE TABLE "collaborateur_fonction" ("guid_personne" uuid NOT NULL, "fonction_code" character varying(30) NOT NULL, CONSTRAINT "PK_b6eff4c310072eb3db3628e337d" PRIMARY KEY ("guid_personne", "fonction_code"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_507ff93ce3ae0cd7803d8b132c" ON "collaborateur_fonction"  ("guid_personne") `);
    await queryRunner.query(`CREATE INDEX "IDX_a83dbc9b3783da38dc611549da" ON "collaborateur_fonction"  ("fonction_code") `);
    await queryRunner.query(
      `CREATE TABLE "portefeuille" ("guid_personne" uuid NOT NULL, "code_dossier" character varying(6) NOT NULL, CONSTRAINT "PK_77e6c4d9beaa4432656a91c0d77" PRIMARY KEY ("guid_personne", "code_dossier"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_946274c79b76901ecbb4014a72" ON "portefeuille"  ("guid_personne") `);
    await queryRunner.query(`CREATE INDEX "IDX_7eebfea1984a88a475255ea530" ON "portefeuille"  ("code_dossier") `);
    await queryRunner.query(
      `ALTER TABLE "compte" ADD CONSTRAINT "FK_be0e48bca3ceb30fb847b1e30b5" FOREIGN KEY ("guid_personne") REFERENCES "personne"("guid_personne") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "dossier_module" ADD CONSTRAINT "FK_f324c31c9c98ac203fe867ae7fc" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "categorie" ADD CONSTRAINT "FK_d12ceff0fef09517a40bb59c7a6" FOREIGN KEY ("parent_id") REFERENCES "categorie"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "droit" ADD CONSTRAINT "FK_78d427b9a64591f1b369ddd8b95" FOREIGN KEY ("guid_personne") REFERENCES "personne"("guid_personne") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "droit" ADD CONSTRAINT "FK_119d88f2c62c8e3203d9f75d873" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "droit" ADD CONSTRAINT "FK_46ee4b544f3ea69569948643282" FOREIGN KEY ("id_role") REFERENCES "role"("id_role") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "collaborateur" ADD CONSTRAINT "FK_4a008d979e6024fa2d44e7e38c8" FOREIGN KEY ("guid_personne") REFERENCES "personne"("guid_personne") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "role_categorie" ADD CONSTRAINT "FK_6cbb1e0781f5e39c8155ba650e2" FOREIGN KEY ("id_role") REFERENCES "role"("id_role") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "role_categorie" ADD CONSTRAINT "FK_33b226f365f2e689717d2a6b78d" FOREIGN KEY ("categorie_id") REFERENCES "categorie"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "droit_categorie" ADD CONSTRAINT "FK_9766d870450a7eb6256cc27169d" FOREIGN KEY ("droit_id") REFERENCES "droit"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "droit_categorie" ADD CONSTRAINT "FK_f07199ca8629cbbde5322d29d89" FOREIGN KEY ("categorie_id") REFERENCES "categorie"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "collaborateur_fonction" ADD CONSTRAINT "FK_507ff93ce3ae0cd7803d8b132c3" FOREIGN KEY ("guid_personne") REFERENCES "collaborateur"("guid_personne") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "collaborateur_fonction" ADD CONSTRAINT "FK_a83dbc9b3783da38dc611549dab" FOREIGN KEY ("fonction_code") REFERENCES "fonction"("code") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "portefeuille" ADD CONSTRAINT "FK_946274c79b76901ecbb4014a723" FOREIGN KEY ("guid_personne") REFERENCES "collaborateur"("guid_personne") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "portefeuille" ADD CONSTRAINT "FK_7eebfea1984a88a475255ea530e" FOREIGN KEY ("code_dossier") REFERENCES "dossier"("code_dossier") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "portefeuille" DROP CONSTRAINT "FK_7eebfea1984a88a475255ea530e"`);
    await queryRunner.query(`ALTER TABLE "portefeuille" DROP CONSTRAINT "FK_946274c79b76901ecbb4014a723"`);
    await queryRunner.query(`ALTER TABLE "collaborateur_fonction" DROP CONSTRAINT "FK_a83dbc9b3783da38dc611549dab"`);
    await queryRunner.query(`ALTER TABLE "collaborateur_fonction" DROP CONSTRAINT "FK_507ff93ce3ae0cd7803d8b132c3"`);
    await queryRunner.query(`ALTER TABLE "droit_categorie" DROP CONSTRAINT "FK_f07199ca8629cbbde5322d29d89"`);
    await queryRunner.query(`ALTER TABLE "droit_categorie" DROP CONSTRAINT "FK_9766d870450a7eb6256cc27169d"`);
    await queryRunner.query(`ALTER TABLE "role_categorie" DROP CONSTRAINT "FK_33b226f365f2e689717d2a6b78d"`);
    await queryRunner.query(`ALTER TABLE "role_categorie" DROP CONSTRAINT "FK_6cbb1e0781f5e39c8155ba650e2"`);
    await queryRunner.query(`ALTER TABLE "collaborateur" DROP CONSTRAINT "FK_4a008d979e6024fa2d44e7e38c8"`);
    await queryRunner.query(`ALTER TABLE "droit" DROP CONSTRAINT "FK_46ee4b544f3ea69569948643282"`);
    await queryRunner.query(`ALTER TABLE "droit" DROP CONSTRAINT "FK_119d88f2c62c8e3203d9f75d873"`);
    await queryRunner.query(`ALTER TABLE "droit" DROP CONSTRAINT "FK_78d427b9a64591f1b369ddd8b95"`);
    await queryRunner.query(`ALTER TABLE "categorie" DROP CONSTRAINT "FK_d12ceff0fef09517a40bb59c7a6"`);
    await queryRunner.query(`ALTER TABLE "dossier_module" DROP CONSTRAINT "FK_f324c31c9c98ac203fe867ae7fc"`);
    await queryRunner.query(`ALTER TABLE "compte" DROP CONSTRAINT "FK_be0e48bca3ceb30fb847b1e30b5"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7eebfea1984a88a475255ea530"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_946274c79b76901ecbb4014a72"`);
    await queryRunner.query(`DROP TABLE "portefeuille"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a83dbc9b3783da38dc611549da"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_507ff93ce3ae0cd7803d8b132c"`);
    await queryRunner.query(`DROP TABLE "collaborateur_fonction"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f07199ca8629cbbde5322d29d8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9766d870450a7eb6256cc27169"`);
    await queryRunner.query(`DROP TABLE "droit_categorie"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_33b226f365f2e689717d2a6b78"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6cbb1e0781f5e39c8155ba650e"`);
    await queryRunner.query(`DROP TABLE "role_categorie"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_24cbef4f076d58972858956f45"`);
    await queryRunner.query(`DROP TABLE "collaborateur"`);
    await queryRunner.query(`DROP TABLE "fonction"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cfce58a37de35e7413e4ff3813"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_119d88f2c62c8e3203d9f75d87"`);
    await queryRunner.query(`DROP TABLE "droit"`);
    await queryRunner.query(`DROP TABLE "role"`);
    await queryRunner.query(`DROP TABLE "categorie"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_919e66792dfc2e309eff80811b"`);
    await queryRunner.query(`DROP TABLE "dossier"`);
    await queryRunner.query(`DROP TABLE "dossier_module"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bcf6fbf2ce40fee267d71cf06b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_be0e48bca3ceb30fb847b1e30b"`);
    await queryRunner.query(`DROP TABLE "compte"`);
    await queryRunner.query(`DROP TABLE "personne"`);
  }
}
