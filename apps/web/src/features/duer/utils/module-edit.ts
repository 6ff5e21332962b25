import {
  type Cotation,
  type DuerGroupe,
  type DuerModuleDetail,
  type DuerRisque,
  type HistoriqueModule,
  type ModuleEnregistrement,
  type RisqueEnregistrement,
  avecCotation,
  cotationInitiale,
  ECHELLES,
  estNouvelleMethode,
  maitriseEnDixiemes,
  type PictosUpdateSchema,
} from '@portail/contracts';
import type { z } from 'zod';

/** The fields of a risk the module screen edits, sent with the save. */
export type RisqueEdition = Pick<
  DuerRisque,
  'id' | 'ordre' | 'estActif' | 'gravite' | 'frequence' | 'maitrise' | 'mesureExistante' | 'mesureAFaire' | 'mesureQui' | 'mesureDelai'
>;
export type ChampCotation = keyof Cotation;
export type ChampMesure = 'mesureExistante' | 'mesureAFaire' | 'mesureQui' | 'mesureDelai';

/** Local edits of a module: the loaded data is kept as the original, changes are compared to it. */
export interface ModuleEdition {
  version: number;
  remarque: string | null;
  remarqueOriginale: string | null;
  /** Operation ids in display order, with their original order. */
  groupes: { id: number; ordre: number; ordreOriginal: number }[];
  risques: Record<number, RisqueEdition>;
  originaux: Record<number, RisqueEdition>;
}

const edition = (r: DuerRisque): RisqueEdition => ({
  id: r.id,
  ordre: r.ordre,
  estActif: r.estActif,
  gravite: r.gravite,
  frequence: r.frequence,
  maitrise: r.maitrise,
  mesureExistante: r.mesureExistante,
  mesureAFaire: r.mesureAFaire,
  mesureQui: r.mesureQui,
  mesureDelai: r.mesureDelai,
});

export function initEdition(detail: DuerModuleDetail): ModuleEdition {
  const risques: Record<number, RisqueEdition> = {};
  for (const g of detail.groupes) for (const r of g.duerRisques) risques[r.id] = edition(r);
  return {
    version: detail.version,
    remarque: detail.module.remarque,
    remarqueOriginale: detail.module.remarque,
    groupes: [...detail.groupes].sort((a, b) => a.ordre - b.ordre).map((g) => ({ id: g.id, ordre: g.ordre, ordreOriginal: g.ordre })),
    risques,
    originaux: { ...risques },
  };
}

const memeRisque = (a: RisqueEdition, b: RisqueEdition) => (Object.keys(a) as (keyof RisqueEdition)[]).every((k) => a[k] === b[k]);

export const risquesModifies = (e: ModuleEdition): RisqueEdition[] =>
  Object.values(e.risques).filter((r) => {
    const o = e.originaux[r.id];
    return !o || !memeRisque(r, o);
  });

/** Whether anything waits for a save: a risk, the operation order or the remark (spec 03 §4). */
export function enAttente(e: ModuleEdition): boolean {
  return (e.remarque ?? '') !== (e.remarqueOriginale ?? '') || e.groupes.some((g) => g.ordre !== g.ordreOriginal) || risquesModifies(e).length > 0;
}

export function modifierRisque(e: ModuleEdition, id: number, patch: Partial<Omit<RisqueEdition, 'id'>>): ModuleEdition {
  const r = e.risques[id];
  if (!r) return e;
  return { ...e, risques: { ...e.risques, [id]: { ...r, ...patch } } };
}

/** One rating changed: the other null ratings take their lowest value (spec 03 §4). */
export function modifierCotation(e: ModuleEdition, id: number, champ: ChampCotation, valeur: number, versionCalculRisque: number): ModuleEdition {
  const r = e.risques[id];
  if (!r) return e;
  return modifierRisque(e, id, avecCotation(r, champ, valeur, versionCalculRisque));
}

/** The badge click of a risk not yet rated: every rating at its lowest value. */
export function initialiserCotation(e: ModuleEdition, id: number, versionCalculRisque: number): ModuleEdition {
  return modifierRisque(e, id, cotationInitiale(versionCalculRisque));
}

export const modifierRemarque = (e: ModuleEdition, remarque: string | null): ModuleEdition => ({ ...e, remarque });

/** Swaps the order of an operation with its neighbour (-1 up, +1 down); orders renumbered 1..n when duplicated. */
export function deplacerGroupe(e: ModuleEdition, id: number, sens: -1 | 1): ModuleEdition {
  const index = e.groupes.findIndex((g) => g.id === id);
  const cible = index + sens;
  if (index < 0 || cible < 0 || cible >= e.groupes.length) return e;
  let groupes = e.groupes.map((g) => ({ ...g }));
  if (new Set(groupes.map((g) => g.ordre)).size !== groupes.length) groupes = groupes.map((g, i) => ({ ...g, ordre: i + 1 }));
  const a = groupes[index];
  const b = groupes[cible];
  [a.ordre, b.ordre] = [b.ordre, a.ordre];
  groupes[index] = b;
  groupes[cible] = a;
  return { ...e, groupes };
}

const parOrdre = <T extends { id: number; ordre: number }>(a: T, b: T) => a.ordre - b.ordre || a.id - b.id;

/**
 * Swaps the order of a risk with its neighbour in its operation (-1 up, +1 down), as operations move (spec 03 §4, §6):
 * `operation` holds the ids of the operation's risks; their orders are renumbered 1..n first when duplicated.
 */
export function deplacerRisque(e: ModuleEdition, operation: readonly number[], id: number, sens: -1 | 1): ModuleEdition {
  const risques = operation.flatMap((i) => (e.risques[i] ? [e.risques[i]] : [])).sort(parOrdre);
  const index = risques.findIndex((r) => r.id === id);
  const cible = index + sens;
  if (index < 0 || cible < 0 || cible >= risques.length) return e;
  const ordres = new Set(risques.map((r) => r.ordre)).size === risques.length ? risques.map((r) => r.ordre) : risques.map((_, i) => i + 1);
  [ordres[index], ordres[cible]] = [ordres[cible], ordres[index]];
  const next = { ...e.risques };
  risques.forEach((r, i) => {
    if (r.ordre !== ordres[i]) next[r.id] = { ...r, ordre: ordres[i] };
  });
  return { ...e, risques: next };
}

/**
 * After a conflict (409): the newer data with the user's changes applied again on it, field by field, so what someone
 * else changed and the user did not stays (risks deleted meanwhile are dropped).
 */
export function reappliquer(e: ModuleEdition, recente: DuerModuleDetail): ModuleEdition {
  const base = initEdition(recente);
  const risques = { ...base.risques };
  for (const r of risquesModifies(e)) {
    const cible = risques[r.id];
    const original = e.originaux[r.id];
    if (!cible) continue;
    const champs = (Object.keys(r) as (keyof RisqueEdition)[]).filter((k) => !original || r[k] !== original[k]);
    risques[r.id] = { ...cible, ...Object.fromEntries(champs.map((k) => [k, r[k]])) };
  }
  const ordres = new Map(e.groupes.filter((g) => g.ordre !== g.ordreOriginal).map((g) => [g.id, g.ordre]));
  const groupes = base.groupes.map((g) => ({ ...g, ordre: ordres.get(g.id) ?? g.ordre })).sort(parOrdre);
  const remarque = (e.remarque ?? '') !== (e.remarqueOriginale ?? '') ? e.remarque : base.remarque;
  return { ...base, remarque, groupes, risques };
}

/** The save's body: version, remark, changed operation orders and only the changed risks. */
export function payloadEnregistrement(e: ModuleEdition): ModuleEnregistrement {
  const remarque = e.remarque === null || e.remarque.trim() === '' ? null : e.remarque;
  return {
    version: e.version,
    remarque,
    groupesOrdre: e.groupes.filter((g) => g.ordre !== g.ordreOriginal).map((g) => ({ id: g.id, ordre: g.ordre })),
    risques: risquesModifies(e).map((r): RisqueEnregistrement => ({ ...r })),
  };
}

/** Operations in the edited order, each with its risks as edited. */
export function groupesEdites(detail: DuerModuleDetail, e: ModuleEdition): (DuerGroupe & { duerRisques: (DuerRisque & RisqueEdition)[] })[] {
  const byId = new Map(detail.groupes.map((g) => [g.id, g]));
  return e.groupes.flatMap((o) => {
    const g = byId.get(o.id);
    if (!g) return [];
    const duerRisques = g.duerRisques.map((r) => ({ ...r, ...(e.risques[r.id] ?? {}) })).sort(parOrdre);
    return [{ ...g, ordre: o.ordre, duerRisques }];
  });
}

// ---------- Sliders ----------

/** The values a slider offers: new method 1..5; old method gravité 1/3/7/10, fréquence 1..4, maîtrise 0.1/0.5/1/1.5. */
export function echelle(champ: ChampCotation, versionCalculRisque: number): readonly number[] {
  if (estNouvelleMethode(versionCalculRisque)) return champ === 'maitrise' ? [] : ECHELLES.nouvelle[champ];
  return ECHELLES.ancienne[champ];
}

/** Slider step (1-based) of a real value, the first step when null or unknown. */
export function etapeDe(valeur: number | null, champ: ChampCotation, versionCalculRisque: number): number {
  if (valeur === null) return 1;
  const values = echelle(champ, versionCalculRisque);
  const index = champ === 'maitrise' ? values.findIndex((v) => maitriseEnDixiemes(v) === maitriseEnDixiemes(valeur)) : values.indexOf(valeur);
  return index < 0 ? 1 : index + 1;
}

/** The real value of a slider step (sent to the api, never the step). */
export const valeurDe = (etape: number, champ: ChampCotation, versionCalculRisque: number): number => {
  const values = echelle(champ, versionCalculRisque);
  return values[Math.min(Math.max(etape, 1), values.length) - 1];
};

// ---------- History (spec 03 §3.8) ----------

export type ColonneHistorique = ChampMesure | ChampCotation;
export interface ValeurHistorique {
  date: string;
  valeur: string | null;
}

const parisFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'DD/MM/YYYY à HH:mm' in Paris time. */
export function formatDateHistorique(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(parisFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} à ${parts.hour}:${parts.minute}`;
}

/** The dated values of one field of one risk, most recent first. */
export function valeursHistorique(lignes: HistoriqueModule['historiqueAdherent'], idRisque: number, colonne: ColonneHistorique): ValeurHistorique[] {
  return lignes
    .filter((l) => l.idLigne === idRisque)
    .flatMap((l) => l.colonnes.filter((c) => c.nomColonne === colonne).flatMap((c) => c.donnees))
    .map((d) => ({ date: d.dateModification, valeur: d.valeur }))
    .sort((a, b) => b.date.localeCompare(a.date));
}

// ---------- Scroll position (spec 03 §2.4) ----------

export const cleDefilement = (idModule: number) => `duer-module-defilement-${idModule}`;

// ---------- Pictograms (spec 03 §3.6, §7.3) ----------

export type PictosUpdate = z.input<typeof PictosUpdateSchema>;
export interface LignePicto {
  /** Null for a picto added in the dialog. */
  id: number | null;
  idBasePicto: number;
  description: string;
}

/** What the dialog's list differs from the risk's pictos by: additions, removals, changed descriptions. */
export function differencesPictos(risque: Pick<DuerRisque, 'duerPictos'>, lignes: LignePicto[]): PictosUpdate {
  const gardes = new Set(lignes.flatMap((l) => (l.id === null ? [] : [l.id])));
  return {
    ajouts: lignes.filter((l) => l.id === null).map((l) => ({ description: l.description, idBasePicto: l.idBasePicto })),
    suppressions: risque.duerPictos.filter((p) => !gardes.has(p.id)).map((p) => p.id),
    modifications: lignes
      .filter((l) => l.id !== null && risque.duerPictos.find((p) => p.id === l.id)?.description !== l.description)
      .map((l) => ({ id: l.id!, description: l.description })),
  };
}
