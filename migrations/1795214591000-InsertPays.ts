import { MigrationInterface, QueryRunner } from 'typeorm';

/** Reference data: countries and phone prefixes of the contact forms; id 74 (France) is the default. */
const PAYS: [number, string, string, string][] = [
  [1, 'DE', 'Allemagne', '+49'],
  [2, 'DZ', 'Algérie', '+213'],
  [3, 'AD', 'Andorre', '+376'],
  [4, 'AU', 'Australie', '+61'],
  [5, 'AT', 'Autriche', '+43'],
  [6, 'BE', 'Belgique', '+32'],
  [7, 'BR', 'Brésil', '+55'],
  [8, 'BG', 'Bulgarie', '+359'],
  [9, 'CA', 'Canada', '+1'],
  [10, 'CN', 'Chine', '+86'],
  [11, 'CY', 'Chypre', '+357'],
  [12, 'CI', 'Côte d’Ivoire', '+225'],
  [13, 'HR', 'Croatie', '+385'],
  [14, 'DK', 'Danemark', '+45'],
  [15, 'ES', 'Espagne', '+34'],
  [16, 'EE', 'Estonie', '+372'],
  [17, 'US', 'États-Unis', '+1'],
  [18, 'FI', 'Finlande', '+358'],
  [74, 'FR', 'France', '+33'],
  [75, 'GR', 'Grèce', '+30'],
  [76, 'GP', 'Guadeloupe', '+590'],
  [77, 'GF', 'Guyane', '+594'],
  [78, 'HU', 'Hongrie', '+36'],
  [79, 'IE', 'Irlande', '+353'],
  [80, 'IT', 'Italie', '+39'],
  [81, 'JP', 'Japon', '+81'],
  [82, 'LV', 'Lettonie', '+371'],
  [83, 'LT', 'Lituanie', '+370'],
  [84, 'LU', 'Luxembourg', '+352'],
  [85, 'MT', 'Malte', '+356'],
  [86, 'MA', 'Maroc', '+212'],
  [87, 'MQ', 'Martinique', '+596'],
  [88, 'YT', 'Mayotte', '+262'],
  [89, 'MC', 'Monaco', '+377'],
  [90, 'NO', 'Norvège', '+47'],
  [91, 'NC', 'Nouvelle-Calédonie', '+687'],
  [92, 'NL', 'Pays-Bas', '+31'],
  [93, 'PL', 'Pologne', '+48'],
  [94, 'PF', 'Polynésie française', '+689'],
  [95, 'PT', 'Portugal', '+351'],
  [96, 'RE', 'La Réunion', '+262'],
  [97, 'RO', 'Roumanie', '+40'],
  [98, 'GB', 'Royaume-Uni', '+44'],
  [99, 'PM', 'Saint-Pierre-et-Miquelon', '+508'],
  [100, 'SN', 'Sénégal', '+221'],
  [101, 'SK', 'Slovaquie', '+421'],
  [102, 'SI', 'Slovénie', '+386'],
  [103, 'SE', 'Suède', '+46'],
  [104, 'CH', 'Suisse', '+41'],
  [105, 'CZ', 'Tchéquie', '+420'],
  [106, 'TN', 'Tunisie', '+216'],
];

export class InsertPays1795214591000 implements MigrationInterface {
  name = 'InsertPays1795214591000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [id, code, libelle, indicatif] of PAYS) {
      await queryRunner.query(
        `INSERT INTO "pays" ("id", "code", "libelle", "indicatif") VALUES ($1, $2, $3, $4) ON CONFLICT ("id") DO NOTHING`,
        [id, code, libelle, indicatif],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "pays" WHERE "id" = ANY($1)`, [PAYS.map(([id]) => id)]);
  }
}
