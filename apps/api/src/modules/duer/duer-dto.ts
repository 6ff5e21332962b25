import { DUER_LIMITES, type Duer as DuerDto, type DuerModule as DuerModuleDto, DuerMessages as M } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import type { DuerDossier } from './duer-faits';
import type { ModuleListeRow } from './duer-modules.repository';
import type { Duer } from './duer.entity';

export function toDuerDto(d: Duer): DuerDto {
  return {
    id: d.id,
    annee: d.annee,
    estFini: d.estFini,
    estValide: d.estValide,
    dateFini: d.dateFini ? d.dateFini.toISOString() : null,
    idGedDuerDefinitif: d.idGedDuerDefinitif,
    codeDossier: d.codeDossier,
    versionCalculRisque: d.versionCalculRisque,
  };
}

export function toDossierDto(d: DuerDossier) {
  return { codeDossier: d.codeDossier, raisonSociale: d.raisonSociale, typeActivite: d.typeActivite, codeEntite: d.codeEntite, baseType: d.baseType };
}

export const introuvable = () => AppException.notFound(M.elementIntrouvable);

export const invalide = (path: string, message: string) => AppException.validation([{ path, message }]);

/** Orders 1..n when the list holds a duplicate (spec 03 §4), keeping the current order and ids as tie-break. */
export function renumeroter<T extends { id: number; ordre: number }>(items: T[]): { id: number; ordre: number }[] {
  const ordres = new Set(items.map((i) => i.ordre));
  if (ordres.size === items.length) return [];
  return [...items]
    .sort((a, b) => a.ordre - b.ordre || a.id - b.id)
    .map((item, index) => ({ id: item.id, ordre: index + 1 }))
    .filter((next) => items.find((i) => i.id === next.id)!.ordre !== next.ordre);
}

/** The row found, or 404 'Élément introuvable dans ce DUER.' (an id naming another DUER's item). */
export function trouve<T>(row: T | undefined): T {
  if (row === undefined) throw introuvable();
  return row;
}

/** A module of a work unit as the contract shapes it, with its validity. */
export function toModuleDto(r: ModuleListeRow, valides: Map<number, boolean>): DuerModuleDto {
  return {
    id: r.id,
    ordre: r.ordre,
    remarque: r.remarque,
    forcerValidation: r.forcer_validation,
    estValide: valides.get(r.id) ?? false,
    duerBaseModule: { id: r.id_base, nom: r.nom, annee: r.annee, codeDossier: r.code_dossier },
  };
}

/** A name as a base item is named: 128 characters at most (a copy's suffix is cut). */
export const nomCourt = (nom: string) => nom.slice(0, DUER_LIMITES.libelleMax);
