import { randomUUID } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ASSOLEMENT_LIMITES,
  AssolementMessages,
  ErrorCode,
  TELEPAC_LIMITES,
  type TelepacApercu,
  TelepacImportSchema,
  TelepacMessages as T,
  type TelepacResultat,
} from '@portail/contracts';
import { In, Repository } from 'typeorm';
import type { z } from 'zod';
import { AppException } from '../../common/app.exception';
import { TransactionRunner } from '../../common/transaction';
import { DossierService } from '../dossier/dossier.service';
import { Assolement, AssolementCulture, CultureCorrespondance } from './assolement.entity';
import { AssolementService } from './assolement.service';
import { mapCodes, parseTelepac, round2, summarizeTelepac, type TelepacFile, type TelepacResume, TelepacError } from './telepac';

type TelepacBody = z.output<typeof TelepacImportSchema>;
type TelepacConfirmation = Exclude<TelepacBody['confirmer'], false | undefined>;

interface Lecture {
  parsed: TelepacFile;
  summary: TelepacResume;
  apercu: TelepacApercu;
}

/**
 * Telepac import (spec 02 §7): the file is parsed in the request (bench:telepac stays under 2× the
 * reference), summarised for one producer and mapped to the firm's crop types. Without `confirmer`
 * nothing is written; with it, the same parse (never the client's totals) writes the year's lines
 * in one transaction.
 */
@Injectable()
export class AssolementTelepacService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly assolement: AssolementService,
    private readonly dossiers: DossierService,
    @InjectRepository(CultureCorrespondance) private readonly correspondances: Repository<CultureCorrespondance>,
    @InjectRepository(Assolement) private readonly years: Repository<Assolement>,
  ) {}

  async importer(body: TelepacBody): Promise<TelepacApercu | TelepacResultat> {
    const year = await this.years.findOne({ where: { codeDossier: body.codeDossier, millesime: body.millesime } });
    if (year) this.assolement.refuseDefinitive(year);
    const lecture = await this.lire(body, year);
    if (!body.confirmer) return lecture.apercu;
    return this.ecrire(body, lecture, body.confirmer);
  }

  private async lire(body: TelepacBody, year: Assolement | null): Promise<Lecture> {
    let parsed: TelepacFile;
    try {
      const input = body.encodage === 'base64' ? Buffer.from(body.contenu, 'base64') : body.contenu;
      parsed = parseTelepac(input, { maxBytes: TELEPAC_LIMITES.fichierMaxOctets });
    } catch (error) {
      if (error instanceof TelepacError) throw refus('contenu', error.reason);
      throw error;
    }
    const pacageDossier = await this.dossiers.numeroPacage(body.codeDossier);
    const summary = summarizeTelepac(parsed, body.pacage ?? pacageDossier);
    const rows = await this.correspondances.find({ where: { codePac: In(summary.cultures.map((c) => c.codePac)) }, relations: { cultureType: true } });
    const byCode = new Map(rows.map((r) => [r.codePac, r]));
    const mapped = mapCodes(
      summary,
      new Map(rows.map((r) => [r.codePac, r.cultureType ? { idCultureType: r.cultureType.id, intitule: r.cultureType.intitule } : null])),
    );
    if (summary.pacage && !mapped.lignes.length) {
      const codes = mapped.nonReconnus.map((c) => nomCode(c.codePac, byCode.get(c.codePac)?.libellePac)).join(', ');
      throw refus('contenu', codes ? T.aucuneCulture(codes) : T.aucuneCultureSansCode);
    }
    const presentes = year ? new Set((await this.assolement.lines(this.years.manager, year)).map((l) => l.culture.idtCultureTypeTRAME)) : new Set<number>();
    const apercu: TelepacApercu = {
      cultures: mapped.lignes.map((l) => ({
        codePac: l.codePac,
        libellePac: byCode.get(l.codePac)?.libellePac ?? null,
        idCultureType: l.idCultureType,
        intitule: l.intitule,
        surfaceHa: l.surfaceHa,
        parcelles: l.parcelles,
        existante: presentes.has(l.idCultureType),
      })),
      nonReconnus: mapped.nonReconnus.map((c) => ({ codePac: c.codePac, libellePac: byCode.get(c.codePac)?.libellePac ?? null, surfaceHa: c.surfaceHa })),
      producteurs: summary.producteurs,
      pacage: summary.pacage,
      pacageDossier,
      autreProducteur: !!pacageDossier && !!summary.pacage && summary.pacage.replace(/\s+/g, '') !== pacageDossier,
      version: summary.version,
    };
    return { parsed, summary, apercu };
  }

  private ecrire(body: TelepacBody, { parsed, summary, apercu }: Lecture, confirmer: TelepacConfirmation): Promise<TelepacResultat> {
    if (!summary.pacage) throw AppException.validation([{ path: 'pacage', message: T.pacageRequis }]);
    // Another producer's parcels only once the user has seen both numbers and confirmed (issue 29, defect 12).
    if (apercu.autreProducteur && !confirmer.autreProducteur) {
      throw AppException.validation([{ path: 'confirmer.autreProducteur', message: T.autreProducteur(summary.pacage, apercu.pacageDossier!) }]);
    }
    const mode = confirmer.mode;
    // Several PAC codes of one crop type make one line.
    const parType = new Map<number, number>();
    for (const c of apercu.cultures) parType.set(c.idCultureType, round2((parType.get(c.idCultureType) ?? 0) + c.surfaceHa));
    return this.transactions.run(async (tx) => {
      const year = await this.assolement.openYear(tx, body.codeDossier, body.millesime);
      const repo = tx.getRepository(AssolementCulture);
      const existing = new Map((await repo.find({ where: { idAssolement: year.id } })).map((l) => [l.idCultureType, l]));
      const nouvelles = [...parType.keys()].filter((id) => !existing.has(id));
      if (existing.size + nouvelles.length > ASSOLEMENT_LIMITES.lignesParAnnee) {
        throw AppException.validation([{ path: 'contenu', message: AssolementMessages.tropDeLignes }]);
      }
      let ajoutees = 0;
      let modifiees = 0;
      for (const [idCultureType, surface] of parType) {
        const line = existing.get(idCultureType);
        if (line) {
          line.surface = mode === 'remplacer' ? surface : round2(Number(line.surface) + surface);
          await repo.save(line);
          modifiees++;
        } else {
          await repo.insert({ id: randomUUID(), idAssolement: year.id, idCultureType, surface, rendement: null, libellePerso: null, estDerobee: false });
          ajoutees++;
        }
      }
      // The year's commune places the dossier's own farm on the map: never taken from another producer's îlots.
      if (!year.communeInsee && !apercu.autreProducteur) {
        const commune = communePrincipale(parsed, summary.pacage!);
        if (commune) await tx.getRepository(Assolement).update({ id: year.id }, { communeInsee: commune });
      }
      return { cultures: await this.assolement.lines(tx, year), ajoutees, modifiees };
    });
  }
}

/** The spec's message, the reason as the issue the dialog shows under it. */
function refus(path: string, reason: string): AppException {
  const issue = { path, message: reason.charAt(0).toUpperCase() + reason.slice(1).replace(/\.?$/, '.') };
  return new AppException(HttpStatus.BAD_REQUEST, { code: ErrorCode.Validation, message: T.illisible, displayable: true, issues: [issue] });
}

function nomCode(codePac: string, libelle: string | undefined): string {
  return libelle ? `${codePac} (${libelle})` : codePac;
}

/** The INSEE code of the commune where the producer's îlots cover the largest area. */
function communePrincipale(parsed: TelepacFile, pacage: string): string | null {
  const producteur = parsed.producteurs.find((p) => p.pacage === pacage);
  const surfaces = new Map<string, number>();
  for (const ilot of producteur?.ilots ?? []) {
    if (!ilot.communeInsee || !/^[0-9][0-9AB][0-9]{3}$/.test(ilot.communeInsee)) continue;
    surfaces.set(ilot.communeInsee, (surfaces.get(ilot.communeInsee) ?? 0) + ilot.parcelles.reduce((s, p) => s + p.surfaceHa, 0));
  }
  let best: string | null = null;
  for (const [code, surface] of surfaces) if (best === null || surface > surfaces.get(best)!) best = code;
  return best;
}
