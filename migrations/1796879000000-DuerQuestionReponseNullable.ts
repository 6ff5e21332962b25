import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An audit question not answered yet is neither Oui nor Non (issue 29, defect 26): duer_question.reponse becomes
 * nullable, null for a new question. Stored answers keep their value: a stored false cannot tell a 'Non' from a
 * question never answered, and turning a real 'Non' into 'Non renseigné' would lose an answer. down() stores the
 * unanswered ones as false again.
 */
export class DuerQuestionReponseNullable1796879000000 implements MigrationInterface {
  name = 'DuerQuestionReponseNullable1796879000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "duer_question" ALTER COLUMN "reponse" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "duer_question" ALTER COLUMN "reponse" DROP DEFAULT`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "duer_question" SET "reponse" = false WHERE "reponse" IS NULL`);
    await queryRunner.query(`ALTER TABLE "duer_question" ALTER COLUMN "reponse" SET DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "duer_question" ALTER COLUMN "reponse" SET NOT NULL`);
  }
}
