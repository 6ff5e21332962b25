import type { EntityManager } from 'typeorm';
import { Assolement, AssolementCulture, CultureCorrespondance, CultureType } from '../apps/api/src/modules/assolement/assolement.entity';
import { assolementCultureId, assolementId } from './ids';
import { correspondances, cultureTypes, seededAssolement } from './assolement-data';
import { COMMUNE_ASSOLEMENT } from './fermes-data';

/** Crop types and PAC code mapping (reference data, upserted). */
export async function seedCultures(tx: EntityManager): Promise<void> {
  await tx.save(
    CultureType,
    cultureTypes.map((c, i) => ({
      id: c.id,
      intitule: c.intitule,
      rendementMax: c.rendementMax,
      estIntituleModifiable: c.estIntituleModifiable ?? false,
      ordre: i,
    })),
  );
  await tx.save(CultureCorrespondance, correspondances);
}

/** Restores the seeded crop rotation of a dossier (previous year definitive, current year open) and removes any other year (idempotent). */
export async function seedAssolement(tx: EntityManager, codeDossier: string, today = new Date()): Promise<void> {
  await tx.delete(Assolement, { codeDossier });
  for (const year of seededAssolement(codeDossier)) {
    const id = assolementId(codeDossier, year.slot);
    const millesime = today.getFullYear() + year.offset;
    await tx.save(Assolement, {
      id,
      codeDossier,
      millesime,
      estDefinitif: year.estDefinitif,
      valideLe: year.estDefinitif ? new Date(Date.UTC(millesime, 11, 15)) : null,
      validePar: year.estDefinitif ? 'ce.conseiller' : null,
      communeInsee: COMMUNE_ASSOLEMENT[codeDossier] ?? null,
    });
    await tx.save(
      AssolementCulture,
      year.lignes.map((l, i) => ({
        id: assolementCultureId(codeDossier, year.slot, i + 1),
        idAssolement: id,
        idCultureType: l.culture,
        surface: l.surface,
        rendement: l.rendement,
        libellePerso: l.libellePerso ?? null,
        estDerobee: l.estDerobee ?? false,
        createdAt: new Date(Date.UTC(millesime, 0, 1, 0, i)),
      })),
    );
  }
}
