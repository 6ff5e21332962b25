import fs from 'node:fs';
import path from 'node:path';
import { estModuleValide, estToutValide, METHODE_ANCIENNE, METHODE_NOUVELLE, type RisqueValidite } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import {
  DuerBaseCategorie,
  DuerBaseGroupe,
  DuerBaseModule,
  DuerBasePicto,
  DuerBaseRisque,
  DuerBaseRisquePicto,
} from '../apps/api/src/modules/duer/duer-base.entity';
import { Duer, DuerCategorie, DuerGroupe, DuerHistorique, DuerModuleEntity, DuerPicto, DuerRisque } from '../apps/api/src/modules/duer/duer.entity';
import { BIBLIOTHEQUE, PICTOS, type PictoFichier, type RisqueBibliotheque } from './duer-bibliotheque';
import { duerBasePropreId, duerLigneId } from './ids';
import { BASE_PROPRE, DUERS_QA, type DuerQa } from './duer-qa';

export const DUER_TABLES_BASE = [
  'duer_base_picto',
  'duer_base_categorie',
  'duer_base_module',
  'duer_base_groupe',
  'duer_base_risque',
  'duer_base_risque_picto',
] as const;
export const DUER_TABLES = ['duer', 'duer_categorie', 'duer_module', 'duer_groupe', 'duer_risque', 'duer_picto', 'duer_historique'] as const;

/** seeds/duer-pictos from the sources (seeds/) or from the build (apps/api/dist/seeds/). */
export function pictosDir(from = __dirname): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.basename(dir) === 'seeds' ? path.join(dir, 'duer-pictos') : path.join(dir, 'seeds', 'duer-pictos');
    if (fs.existsSync(path.join(candidate, `${PICTOS[0].fichier}.svg`))) return candidate;
  }
  throw new Error('Dossier seeds/duer-pictos introuvable.');
}

export interface BibliothequeLignes {
  pictos: DuerBasePicto[];
  categories: (DuerBaseCategorie & { idBaseType: number })[];
  modules: DuerBaseModule[];
  groupes: DuerBaseGroupe[];
  risques: (DuerBaseRisque & { pictos: PictoFichier[] })[];
  risquePictos: DuerBaseRisquePicto[];
}

export const pictoId = (fichier: PictoFichier) => PICTOS.findIndex((p) => p.fichier === fichier) + 1;

/**
 * The library as rows with fixed ids, numbered from 1 in the order of seeds/duer-bibliotheque.ts; a unit listed for
 * several base types gives one row per type, each with its own copy of the modules, operations and risks.
 */
export function bibliothequeLignes(dir?: string): BibliothequeLignes {
  const out: BibliothequeLignes = { pictos: [], categories: [], modules: [], groupes: [], risques: [], risquePictos: [] };
  PICTOS.forEach((p, i) =>
    out.pictos.push({
      id: i + 1,
      nom: p.nom,
      typeMime: 'image/svg+xml',
      image: dir === undefined ? '' : fs.readFileSync(path.join(dir, `${p.fichier}.svg`)).toString('base64'),
      ordre: i + 1,
    }),
  );
  const ordreParType = new Map<number, number>();
  for (const unite of BIBLIOTHEQUE) {
    for (const idBaseType of unite.types) {
      const ordre = (ordreParType.get(idBaseType) ?? 0) + 1;
      ordreParType.set(idBaseType, ordre);
      const categorie = { id: out.categories.length + 1, nom: unite.nom, idBaseType, codeDossier: null, annee: null, ordre };
      out.categories.push(categorie);
      unite.modules.forEach((mod, im) => {
        const module = { id: out.modules.length + 1, nom: mod.nom, idBaseCategorie: categorie.id, codeDossier: null, annee: null, ordre: im + 1 };
        out.modules.push(module);
        mod.groupes.forEach((grp, ig) => {
          const groupe = { id: out.groupes.length + 1, nom: grp.nom, idBaseModule: module.id, codeDossier: null, annee: null, ordre: ig + 1 };
          out.groupes.push(groupe);
          grp.risques.forEach((ri, ir) => {
            const risque = baseRisque(out.risques.length + 1, ri, groupe.id, null, ir + 1);
            out.risques.push(risque);
            for (const p of risque.pictos)
              out.risquePictos.push({ id: out.risquePictos.length + 1, idBaseRisque: risque.id, idBasePicto: pictoId(p), description: '' });
          });
        });
      });
    }
  }
  return out;
}

function baseRisque(id: number, r: RisqueBibliotheque, idBaseGroupe: number, codeDossier: string | null, ordre: number) {
  const pictos = r.pictos ?? [];
  return {
    id,
    nom: r.nom,
    idBaseGroupe,
    estAvecPicto: pictos.length > 0,
    codeDossier,
    mesureExistante: r.mesureExistante,
    mesureAFaire: r.mesureAFaire,
    ordre,
    pictos,
  };
}

/**
 * INSERT ... ON CONFLICT (id) DO UPDATE with the given ids: TypeORM's insert and upsert leave out the value of a
 * generated id column on PostgreSQL, and the seed needs its fixed ids.
 */
async function upsertRows<T extends { id: number | string }>(tx: EntityManager, entity: new () => T, rows: Partial<T>[]): Promise<void> {
  if (rows.length === 0) return;
  const meta = tx.connection.getMetadata(entity);
  const columns = meta.columns.filter((c) => (rows[0] as Record<string, unknown>)[c.propertyName] !== undefined);
  const names = columns.map((c) => `"${c.databaseName}"`);
  const updates = columns.filter((c) => c.databaseName !== 'id').map((c) => `"${c.databaseName}" = EXCLUDED."${c.databaseName}"`);
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const params: unknown[] = [];
    const values = chunk.map((row) => `(${columns.map((c) => `$${params.push((row as Record<string, unknown>)[c.propertyName])}`).join(', ')})`);
    await tx.query(
      `INSERT INTO "${meta.tableName}" (${names.join(', ')}) VALUES ${values.join(', ')} ON CONFLICT ("id") DO UPDATE SET ${updates.join(', ')}`,
      params,
    );
  }
}

/** Moves each table's id sequence past its largest id, so rows inserted later never collide with fixed ids. */
async function resyncSequences(tx: EntityManager, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE((SELECT MAX(id) FROM "${table}"), 0) + 1, false)`);
  }
}

/** The firm's library (code_dossier null): upserted on fixed ids, so a second run restores edited rows. */
export async function seedDuerBibliotheque(tx: EntityManager): Promise<void> {
  const lignes = bibliothequeLignes(pictosDir());
  await upsertRows(tx, DuerBasePicto, lignes.pictos);
  await upsertRows(tx, DuerBaseCategorie, lignes.categories);
  await upsertRows(tx, DuerBaseModule, lignes.modules);
  await upsertRows(tx, DuerBaseGroupe, lignes.groupes);
  await upsertRows(
    tx,
    DuerBaseRisque,
    lignes.risques.map(({ pictos: _pictos, ...r }) => r),
  );
  await upsertRows(tx, DuerBaseRisquePicto, lignes.risquePictos);
  await resyncSequences(tx, DUER_TABLES_BASE);
}

interface Compteurs {
  next(table: string): number;
}
const compteurs = (idDuer: number): Compteurs => {
  const n = new Map<string, number>();
  return {
    next(table) {
      const v = (n.get(table) ?? 0) + 1;
      n.set(table, v);
      return duerLigneId(idDuer, v);
    },
  };
};

/**
 * The QA DUERs of one dossier (seeds/duer-qa.ts), on fixed ids: the seeded years are replaced (other years are left),
 * the dossier's own base items upserted. est_valide follows the validity rule of the contracts.
 */
export async function seedDuers(tx: EntityManager, codeDossier: string): Promise<void> {
  const plans = DUERS_QA.filter((d) => d.codeDossier === codeDossier);
  if (plans.length === 0) return;
  const lib = bibliothequeLignes();
  await tx.query('DELETE FROM duer WHERE code_dossier = $1 AND (id = ANY($2) OR annee = ANY($3))', [
    codeDossier,
    plans.map((p) => p.id),
    plans.map((p) => p.annee),
  ]);
  const propres = await seedBasePropre(tx, codeDossier, plans, lib);
  for (const plan of plans) await seedDuer(tx, plan, lib, propres);
  await resyncSequences(tx, [...DUER_TABLES_BASE, ...DUER_TABLES]);
}

/**
 * Removes a dossier's DUERs before the dossier itself: its own base items cascade from the dossier too, and
 * PostgreSQL checks duer_module → duer_base_module before the DUER's cascade has removed the modules.
 */
export async function deleteDuers(tx: EntityManager, codeDossier: string): Promise<void> {
  await tx.query('DELETE FROM duer WHERE code_dossier = $1', [codeDossier]);
  // The yearly update reminder's 30-day hold: the QA set has none.
  await tx.query('DELETE FROM duer_rappel WHERE code_dossier = $1', [codeDossier]);
}

type Propre = { idBaseModule: number; groupes: { id: number; risques: ReturnType<typeof baseRisque>[] }[] };
/** The dossier's own base modules (with their operations and risks), keyed by the library unit they extend. */
type Propres = Map<string, Propre[]>;

async function seedBasePropre(tx: EntityManager, codeDossier: string, plans: DuerQa[], lib: BibliothequeLignes): Promise<Propres> {
  const propres: Propres = new Map();
  const annee = Math.min(...plans.map((p) => p.annee));
  const idBaseType = plans[0].idBaseType;
  let n = 0;
  for (const [unite, modules] of Object.entries(BASE_PROPRE[codeDossier] ?? {})) {
    const libUnite = lib.categories.find((c) => c.nom === unite && c.idBaseType === idBaseType)!;
    const list: Propre[] = [];
    for (const mod of modules) {
      const idBaseModule = duerBasePropreId(codeDossier, ++n);
      await upsertRows(tx, DuerBaseModule, [{ id: idBaseModule, nom: mod.nom, idBaseCategorie: libUnite.id, codeDossier, annee, ordre: 99 }]);
      const groupes: Propre['groupes'] = [];
      for (const [ig, grp] of mod.groupes.entries()) {
        const id = duerBasePropreId(codeDossier, ++n);
        await upsertRows(tx, DuerBaseGroupe, [{ id, nom: grp.nom, idBaseModule, codeDossier, annee, ordre: ig + 1 }]);
        const risques = grp.risques.map((ri, ir) => baseRisque(duerBasePropreId(codeDossier, ++n), ri, id, codeDossier, ir + 1));
        await upsertRows(
          tx,
          DuerBaseRisque,
          risques.map(({ pictos: _p, ...r }) => r),
        );
        for (const risque of risques) {
          for (const p of risque.pictos) {
            await upsertRows(tx, DuerBaseRisquePicto, [
              { id: duerBasePropreId(codeDossier, ++n), idBaseRisque: risque.id, idBasePicto: pictoId(p), description: '' },
            ]);
          }
        }
        groupes.push({ id, risques });
      }
      list.push({ idBaseModule, groupes });
    }
    propres.set(unite, list);
  }
  return propres;
}

async function seedDuer(tx: EntityManager, plan: DuerQa, lib: BibliothequeLignes, propres: Propres): Promise<void> {
  const ids = compteurs(plan.id);
  const version = plan.ancienneMethode ? METHODE_ANCIENNE : METHODE_NOUVELLE;
  await upsertRows(tx, Duer, [
    {
      id: plan.id,
      codeDossier: plan.codeDossier,
      annee: plan.annee,
      estFini: plan.estFini,
      estValide: false,
      dateFini: plan.estFini ? new Date(Date.UTC(plan.annee, 11, 12, 10)) : null,
      versionCalculRisque: version,
      createdAt: new Date(Date.UTC(plan.annee, 0, 15, 9)),
    },
  ]);
  const categories: DuerCategorie[] = [];
  const modules: DuerModuleEntity[] = [];
  const groupes: DuerGroupe[] = [];
  const risques: DuerRisque[] = [];
  const pictos: DuerPicto[] = [];
  const unitesValides: boolean[] = [];
  let indexModule = 0;
  let indexRisque = 0;
  for (const [iu, nomUnite] of plan.unites.entries()) {
    const base = lib.categories.find((c) => c.nom === nomUnite && c.idBaseType === plan.idBaseType)!;
    const idCategorie = ids.next('duer_categorie');
    categories.push({ id: idCategorie, idDuer: plan.id, idBaseCategorie: base.id, ordre: iu + 1 });
    const sources = [
      ...lib.modules
        .filter((mo) => mo.idBaseCategorie === base.id)
        .map((mo) => ({
          idBaseModule: mo.id,
          groupes: lib.groupes
            .filter((gr) => gr.idBaseModule === mo.id)
            .map((gr) => ({ id: gr.id, risques: lib.risques.filter((ri) => ri.idBaseGroupe === gr.id) })),
        })),
      ...(propres.get(nomUnite) ?? []),
    ];
    const modulesValides: boolean[] = [];
    for (const [im, source] of sources.entries()) {
      const cotation = plan.cotation(indexModule++);
      const idModule = ids.next('duer_module');
      const remarque = im === 0 && iu === 0 ? (plan.remarque ?? null) : null;
      modules.push({
        id: idModule,
        idDuerCategorie: idCategorie,
        idBaseModule: source.idBaseModule,
        ordre: im + 1,
        remarque,
        forcerValidation: false,
        version: 0,
      });
      const validite: RisqueValidite[] = [];
      let rang = 0;
      for (const [ig, grp] of source.groupes.entries()) {
        const idGroupe = ids.next('duer_groupe');
        groupes.push({ id: idGroupe, idDuerModule: idModule, idBaseGroupe: grp.id, ordre: ig + 1 });
        for (const [ir, ri] of grp.risques.entries()) {
          const estActif = !plan.inactifs?.includes(indexRisque);
          const cote = estActif && (cotation === 'complet' || (cotation === 'partiel' && rang++ % 2 === 0));
          const notes = cote ? plan.notes(indexRisque) : { gravite: null, frequence: null, maitriseDixiemes: null };
          const idRisque = ids.next('duer_risque');
          risques.push({
            id: idRisque,
            idDuerGroupe: idGroupe,
            idBaseRisque: ri.id,
            ordre: ir + 1,
            estActif,
            ...notes,
            mesureExistante: ri.mesureExistante,
            mesureAFaire: cote ? ri.mesureAFaire : '',
            mesureQui: cote ? plan.qui[indexRisque % plan.qui.length] : '',
            mesureDelai: cote ? plan.delais[indexRisque % plan.delais.length] : '',
          });
          for (const p of ri.pictos) pictos.push({ id: ids.next('duer_picto'), idDuerRisque: idRisque, idBasePicto: pictoId(p), description: '' });
          validite.push({
            estActif,
            gravite: notes.gravite,
            frequence: notes.frequence,
            maitrise: notes.maitriseDixiemes === null ? null : notes.maitriseDixiemes / 10,
          });
          indexRisque++;
        }
      }
      modulesValides.push(estModuleValide(false, validite, version));
    }
    unitesValides.push(estToutValide(modulesValides));
  }
  await upsertRows(tx, DuerCategorie, categories);
  await upsertRows(tx, DuerModuleEntity, modules);
  await upsertRows(tx, DuerGroupe, groupes);
  await upsertRows(tx, DuerRisque, risques);
  if (pictos.length) await upsertRows(tx, DuerPicto, pictos);
  await tx.update(Duer, { id: plan.id }, { estValide: estToutValide(unitesValides) });
  if (plan.historique) {
    await tx.insert(
      DuerHistorique,
      plan.historique.map((h) => ({
        idDuerRisque: duerLigneId(plan.id, h.risque),
        colonne: h.colonne,
        valeur: h.valeur,
        dateModification: new Date(h.date),
        parCollaborateur: h.parCollaborateur,
        auteur: h.auteur,
      })),
    );
  }
}
