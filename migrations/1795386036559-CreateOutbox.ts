import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateOutbox1795386036559 implements MigrationInterface {
  name = 'CreateOutbox1795386036559';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "outbox" ("id" uuid NOT NULL, "queue" character varying(50) NOT NULL, "job_name" character varying(100) NOT NULL, "payload" jsonb NOT NULL, "job_id" character varying(200) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "dispatched_at" TIMESTAMP WITH TIME ZONE, "attempts" integer NOT NULL DEFAULT '0', "last_error" character varying(500), CONSTRAINT "PK_outbox_id" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_outbox_job_id" ON "outbox" ("job_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_outbox_pending" ON "outbox" ("created_at") WHERE "dispatched_at" IS NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_outbox_pending"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_outbox_job_id"`);
    await queryRunner.query(`DROP TABLE "outbox"`);
  }
}
