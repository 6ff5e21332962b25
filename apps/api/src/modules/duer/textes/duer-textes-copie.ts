import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type DuerCreationStep, DuerCreationSteps, type DuerCreee } from '../duer-creation-steps';

const INFORMATIONS = [
  'nature_activite',
  'nombre_salaries',
  'trousse_de_secours',
  'responsable_trousse_de_secours',
  'presence_de_secouriste',
  'referent_securite',
  'au_cours_des_12_derniers_mois',
  'nombre_accidents',
  'nombre_maladies_professionnelles',
].join(', ');
const PAGE = 'champ1, champ2, champ3, champ4, date_mise_a_jour, ingenieur_conseil';

/** A copy of a DUER with its content carries its preamble, general information and cover page (spec 03 §2.1, §7.2). */
@Injectable()
export class DuerTextesCopie implements DuerCreationStep, OnModuleInit {
  constructor(private readonly steps: DuerCreationSteps) {}

  onModuleInit(): void {
    this.steps.register(this);
  }

  async afterCreate(tx: EntityManager, { idDuer, idSource, avecContenu }: DuerCreee): Promise<void> {
    if (idSource === null || !avecContenu) return;
    const preambules: { id: number }[] = await tx.query(
      `INSERT INTO duer_preambule (id_duer, descriptif_exploitation, ressources_humaines, prestations_services)
       SELECT $1, descriptif_exploitation, ressources_humaines, prestations_services FROM duer_preambule WHERE id_duer = $2 RETURNING id`,
      [idDuer, idSource],
    );
    if (preambules.length > 0) {
      await tx.query(
        `INSERT INTO duer_preambule_categorie (id_preambule, titre, contenu, ordre)
         SELECT $1, c.titre, c.contenu, c.ordre FROM duer_preambule_categorie c JOIN duer_preambule p ON p.id = c.id_preambule
         WHERE p.id_duer = $2 ORDER BY c.ordre, c.id`,
        [preambules[0].id, idSource],
      );
    }
    await tx.query(
      `INSERT INTO duer_informations_generales (id_duer, ${INFORMATIONS}) SELECT $1, ${INFORMATIONS} FROM duer_informations_generales WHERE id_duer = $2`,
      [idDuer, idSource],
    );
    await tx.query(`INSERT INTO duer_page_de_garde (id_duer, ${PAGE}) SELECT $1, ${PAGE} FROM duer_page_de_garde WHERE id_duer = $2`, [idDuer, idSource]);
  }
}
