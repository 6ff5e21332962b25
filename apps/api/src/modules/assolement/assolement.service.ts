import { randomUUID } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ASSOLEMENT_LIMITES,
  type Assolement as AssolementDto,
  type AssolementCulture as AssolementCultureDto,
  type AssolementDossier,
  type AssolementLigneInput,
  type AssolementLigneUpdate,
  AssolementMessages as M,
  assolementValideMessage,
  type Correspondance,
  type CultureType as CultureTypeDto,
  ErrorCode,
  type InsertNmoins1Result,
  libelleLigne,
  parseCorrespondancesCsv,
} from '@portail/contracts';
import { type EntityManager, In, Not, Repository } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { TransactionRunner } from '../../common/transaction';
import { ThemeService } from '../theme/theme.service';
import { Assolement, AssolementCulture, CultureType } from './assolement.entity';

type Ligne = Omit<AssolementLigneInput, 'millesime'>;

/**
 * Crop rotation of a dossier (spec 02 §3–§5, §7): one assolement row per dossier and year, its crop
 * lines, the N-1 copy, the staff validation and the PAC code mapping. Every §5 rule is checked here
 * too; a year flagged definitive refuses every write (409).
 */
@Injectable()
export class AssolementService {
  constructor(
    private readonly transactions: TransactionRunner,
    @InjectRepository(CultureType) private readonly types: Repository<CultureType>,
    @InjectRepository(Assolement) private readonly years: Repository<Assolement>,
    private readonly theme: ThemeService,
  ) {}

  async cultureTypes(): Promise<CultureTypeDto[]> {
    const rows = await this.types.find({ order: { ordre: 'ASC', intitule: 'ASC' } });
    return rows.map(toCultureDto);
  }

  async get(codeDossier: string, millesime: number): Promise<AssolementDto> {
    const assolement = await this.years.findOne({ where: { codeDossier, millesime } });
    const cultures = assolement ? await this.lines(this.years.manager, assolement) : [];
    return { dossier: this.toDossier(codeDossier, millesime, assolement), cultures };
  }

  async dossier(codeDossier: string, millesime: number): Promise<AssolementDossier> {
    const assolement = await this.years.findOne({ where: { codeDossier, millesime } });
    return this.toDossier(codeDossier, millesime, assolement);
  }

  add(input: AssolementLigneInput): Promise<AssolementCultureDto> {
    return this.transactions.run(async (tx) => {
      const assolement = await this.openYear(tx, input.codeDossier, input.millesime);
      const type = await this.checkLine(tx, assolement, input);
      const count = await tx.getRepository(AssolementCulture).count({ where: { idAssolement: assolement.id } });
      if (count >= ASSOLEMENT_LIMITES.lignesParAnnee) throw AppException.validation([{ path: 'culture', message: M.tropDeLignes }]);
      const row = await tx
        .getRepository(AssolementCulture)
        .save(Object.assign(new AssolementCulture(), { id: randomUUID(), idAssolement: assolement.id, ...lineFields(input, type) }));
      return toLineDto(row, type, assolement);
    });
  }

  edit(input: AssolementLigneUpdate): Promise<AssolementCultureDto> {
    return this.transactions.run(async (tx) => {
      const line = await tx
        .getRepository(AssolementCulture)
        .createQueryBuilder('l')
        .innerJoin('l.assolement', 'a')
        .where('l.id = :id AND a.code_dossier = :code', { id: input.idAssolementCulture, code: input.codeDossier })
        .getOne();
      if (!line) throw AppException.notFound(M.ligneIntrouvable);
      const assolement = await this.lockYear(tx, line.idAssolement);
      const type = await this.checkLine(tx, assolement, input, line.id);
      Object.assign(line, lineFields(input, type));
      const saved = await tx.getRepository(AssolementCulture).save(line);
      return toLineDto(saved, type, assolement);
    });
  }

  remove(codeDossier: string, millesime: number, id: string): Promise<{ affectedRows: number }> {
    return this.transactions.run(async (tx) => {
      const assolement = await this.existingYear(tx, codeDossier, millesime);
      if (!assolement) throw AppException.notFound(M.ligneIntrouvable);
      this.refuseDefinitive(assolement);
      const result = await tx.getRepository(AssolementCulture).delete({ id, idAssolement: assolement.id });
      if (!result.affected) throw AppException.notFound(M.ligneIntrouvable);
      return { affectedRows: result.affected };
    });
  }

  removeAll(codeDossier: string, millesime: number): Promise<{ affectedRows: number }> {
    return this.transactions.run(async (tx) => {
      const assolement = await this.existingYear(tx, codeDossier, millesime);
      if (!assolement) return { affectedRows: 0 };
      this.refuseDefinitive(assolement);
      const result = await tx.getRepository(AssolementCulture).delete({ idAssolement: assolement.id });
      return { affectedRows: result.affected ?? 0 };
    });
  }

  /**
   * Copies the lines of millesime - 1 into millesime, empty or not: a crop already present is left
   * as it is (never duplicated). Surface, custom label and catch-crop flag are copied; the yield is
   * left empty (it is the new harvest's).
   */
  insertNmoins1(codeDossier: string, millesime: number): Promise<InsertNmoins1Result> {
    return this.transactions.run(async (tx) => {
      const target = await this.openYear(tx, codeDossier, millesime);
      const source = await tx.getRepository(Assolement).findOne({ where: { codeDossier, millesime: millesime - 1 } });
      const previous = source
        ? await tx
            .getRepository(AssolementCulture)
            .find({ where: { idAssolement: source.id }, relations: { cultureType: true }, order: { createdAt: 'ASC', id: 'ASC' } })
        : [];
      const present = new Set((await tx.getRepository(AssolementCulture).find({ where: { idAssolement: target.id } })).map((l) => l.idCultureType));
      const copies = previous
        .filter((l) => !present.has(l.idCultureType))
        .slice(0, Math.max(0, ASSOLEMENT_LIMITES.lignesParAnnee - present.size))
        .map((l) =>
          Object.assign(new AssolementCulture(), {
            id: randomUUID(),
            idAssolement: target.id,
            idCultureType: l.idCultureType,
            surface: l.surface,
            rendement: null,
            libellePerso: l.libellePerso,
            estDerobee: l.estDerobee,
          }),
        );
      if (copies.length) await tx.getRepository(AssolementCulture).save(copies);
      const copied = new Set(copies.map((c) => c.idCultureType));
      const ignorees = previous
        .filter((l) => !copied.has(l.idCultureType))
        .map((l) => toLineDto(l, l.cultureType, target))
        .map(libelleLigne);
      return { inserted: copies.length, ignored: ignorees.length, ignorees, cultures: await this.lines(tx, target) };
    });
  }

  /** Staff: flags the year definitive (read-only) or reopens it. */
  validate(codeDossier: string, millesime: number, estDefinitif: boolean, login: string): Promise<AssolementDossier> {
    return this.transactions.run(async (tx) => {
      const assolement = await this.yearForUpdate(tx, codeDossier, millesime);
      Object.assign(assolement, { estDefinitif, valideLe: estDefinitif ? new Date() : null, validePar: estDefinitif ? login : null });
      await tx.getRepository(Assolement).save(assolement);
      return this.toDossier(codeDossier, millesime, assolement);
    });
  }

  /** Staff: upserts PAC code → label, group and optional crop type; 400 naming the bad lines. */
  async saveCorrespondances(body: Correspondance[] | { csv: string }): Promise<{ upserted: number }> {
    let rows: Correspondance[];
    if (Array.isArray(body)) rows = body;
    else {
      const parsed = parseCorrespondancesCsv(body.csv);
      if (parsed.issues.length) throw AppException.validation(parsed.issues.slice(0, 50));
      rows = parsed.rows;
    }
    if (rows.length > ASSOLEMENT_LIMITES.correspondancesMax) throw AppException.validation([{ path: 'csv', message: M.correspondanceVide }]);
    return this.transactions.run(async (tx) => {
      const ids = [...new Set(rows.map((r) => r.idCultureType).filter((id): id is number => typeof id === 'number'))];
      const known = new Set((ids.length ? await tx.getRepository(CultureType).find({ where: { id: In(ids) } }) : []).map((t) => t.id));
      const issues = rows.flatMap((r, i) =>
        typeof r.idCultureType === 'number' && !known.has(r.idCultureType)
          ? [
              {
                path: Array.isArray(body) ? `${i}.idCultureType` : `csv.${i + 2}`,
                message: M.correspondanceLigne(Array.isArray(body) ? i + 1 : i + 2, M.cultureInconnue),
              },
            ]
          : [],
      );
      if (issues.length) throw AppException.validation(issues.slice(0, 50));
      // The last occurrence of a code wins, as a file read top to bottom.
      const byCode = new Map(rows.map((r) => [r.codePac, r]));
      for (const r of byCode.values()) {
        await tx.query(
          `INSERT INTO culture_correspondance (code_pac, libelle_pac, groupe, id_culture_type) VALUES ($1, $2, $3, $4)
           ON CONFLICT (code_pac) DO UPDATE SET libelle_pac = EXCLUDED.libelle_pac, groupe = EXCLUDED.groupe,
             id_culture_type = COALESCE(EXCLUDED.id_culture_type, culture_correspondance.id_culture_type)`,
          [r.codePac, r.libellePac, r.groupe ?? null, r.idCultureType ?? null],
        );
      }
      return { upserted: byCode.size };
    });
  }

  // ---- helpers

  /** The year's lines as GET returns them. */
  async lines(tx: EntityManager, assolement: Assolement): Promise<AssolementCultureDto[]> {
    const rows = await tx.getRepository(AssolementCulture).find({
      where: { idAssolement: assolement.id },
      relations: { cultureType: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map((r) => toLineDto(r, r.cultureType, assolement));
  }

  private async existingYear(tx: EntityManager, codeDossier: string, millesime: number): Promise<Assolement | null> {
    return tx.getRepository(Assolement).findOne({ where: { codeDossier, millesime }, lock: { mode: 'pessimistic_write' } });
  }

  /** The year's row, created if missing, locked for the transaction. */
  private async yearForUpdate(tx: EntityManager, codeDossier: string, millesime: number): Promise<Assolement> {
    await tx.query(
      `INSERT INTO assolement (id, code_dossier, millesime, est_definitif) VALUES ($1, $2, $3, false) ON CONFLICT (code_dossier, millesime) DO NOTHING`,
      [randomUUID(), codeDossier, millesime],
    );
    return (await this.existingYear(tx, codeDossier, millesime))!;
  }

  /** The year's row, created if missing; 409 when definitive. */
  async openYear(tx: EntityManager, codeDossier: string, millesime: number): Promise<Assolement> {
    const assolement = await this.yearForUpdate(tx, codeDossier, millesime);
    this.refuseDefinitive(assolement);
    return assolement;
  }

  private async lockYear(tx: EntityManager, id: string): Promise<Assolement> {
    const assolement = (await tx.getRepository(Assolement).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }))!;
    this.refuseDefinitive(assolement);
    return assolement;
  }

  refuseDefinitive(assolement: Assolement): void {
    if (!assolement.estDefinitif) return;
    throw new AppException(HttpStatus.CONFLICT, {
      code: ErrorCode.Conflict,
      message: assolementValideMessage(assolement.millesime, this.theme.theme.entityName),
      displayable: true,
    });
  }

  /** Known crop type, custom label only when allowed, crop not already in the year. */
  private async checkLine(tx: EntityManager, assolement: Assolement, input: Ligne, exceptId?: string): Promise<CultureType> {
    const type = await tx.getRepository(CultureType).findOne({ where: { id: input.culture } });
    if (!type) throw AppException.validation([{ path: 'culture', message: M.cultureInconnue }]);
    if (input.libellePerso && !type.estIntituleModifiable) throw AppException.validation([{ path: 'libellePerso', message: M.libellePersoInterdit }]);
    const duplicate = await tx.getRepository(AssolementCulture).exists({
      where: { idAssolement: assolement.id, idCultureType: type.id, ...(exceptId ? { id: Not(exceptId) } : {}) },
    });
    if (duplicate) throw AppException.validation([{ path: 'culture', message: M.cultureDejaPresente }]);
    return type;
  }

  private toDossier(codeDossier: string, millesime: number, a: Assolement | null): AssolementDossier {
    return {
      codeDossier,
      millesime,
      communeInsee: a?.communeInsee ?? null,
      commune: null,
      estDefinitif: a?.estDefinitif ?? false,
      valideLe: a?.valideLe ? a.valideLe.toISOString() : null,
      validePar: a?.estDefinitif ? this.theme.theme.entityName : null,
    };
  }
}

function lineFields(input: Ligne, type: CultureType) {
  return {
    idCultureType: type.id,
    surface: input.surface,
    rendement: input.rendement ?? null,
    libellePerso: type.estIntituleModifiable && input.libellePerso ? input.libellePerso : null,
    estDerobee: input.estDerobee ?? false,
  };
}

function toCultureDto(t: CultureType): CultureTypeDto {
  return { idtCultureTypeTRAME: t.id, intitule: t.intitule, rendementMax: t.rendementMax, estIntituleModifiable: t.estIntituleModifiable };
}

function toLineDto(r: AssolementCulture, type: CultureType, a: Assolement): AssolementCultureDto {
  return {
    id: r.id,
    culture: toCultureDto(type),
    surface: Number(r.surface),
    rendement: r.rendement === null || r.rendement === undefined ? null : Number(r.rendement),
    libellePerso: r.libellePerso,
    estDerobee: r.estDerobee,
    assolement: { estAssolementDefinitif: a.estDefinitif },
  };
}
