import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { Assolement, AssolementCulture } from '../apps/api/src/modules/assolement/assolement.entity';
import { Dossier } from '../apps/api/src/modules/dossier/dossier.entity';
import { DossierModule } from '../apps/api/src/modules/dossier/dossier-module.entity';
import { fermeAssolementId, fermeDossierId, fermeLigneId, fermes } from './fermes-data';

const MODULES = ['mod_documents', 'tool_echanges'];

export const isFerme = (codeDossier: string) => fermes.some((f) => f.codeDossier === codeDossier);

/** Restores the map's farms (all, or the given ones): dossiers, modules and three definitive years, in bulk inserts. */
export async function seedFermes(tx: EntityManager, codes: string[] = fermes.map((f) => f.codeDossier), today = new Date()): Promise<void> {
  const selection = fermes.filter((f) => codes.includes(f.codeDossier));
  await tx.delete(Dossier, { codeDossier: In(selection.map((f) => f.codeDossier)) });
  await tx.insert(
    Dossier,
    selection.map((f) => ({
      id: fermeDossierId(f.codeDossier),
      codeDossier: f.codeDossier,
      raisonSociale: f.raisonSociale,
      codeEntite: '0001',
      typeActivite: f.typeActivite,
      statut: 'Bon' as const,
      guidPersonne: null,
    })),
  );
  await tx.insert(
    DossierModule,
    selection.flatMap((f) => MODULES.map((module) => ({ codeDossier: f.codeDossier, module }))),
  );
  const years = selection.flatMap((f) => f.annees.map((a) => ({ f, a, millesime: today.getFullYear() + a.offset })));
  await tx.insert(
    Assolement,
    years.map(({ f, a, millesime }) => ({
      id: fermeAssolementId(f.codeDossier, a.offset),
      codeDossier: f.codeDossier,
      millesime,
      estDefinitif: true,
      valideLe: new Date(Date.UTC(millesime, 11, 15)),
      validePar: 'ce.conseiller',
      communeInsee: f.communeInsee,
    })),
  );
  await tx.insert(
    AssolementCulture,
    years.flatMap(({ f, a, millesime }) =>
      a.lignes.map((l, i) => ({
        id: fermeLigneId(f.codeDossier, a.offset, i + 1),
        idAssolement: fermeAssolementId(f.codeDossier, a.offset),
        idCultureType: l.culture,
        surface: l.surface,
        rendement: l.rendement,
        libellePerso: null,
        estDerobee: false,
        createdAt: new Date(Date.UTC(millesime, 0, 1, 0, i)),
      })),
    ),
  );
}
