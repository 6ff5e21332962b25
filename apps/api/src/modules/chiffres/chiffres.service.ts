import { Injectable } from '@nestjs/common';
import {
  chiffreFormat,
  civilYearData,
  ENTITE_PARTICULIER,
  type Exercice as ExerciceDto,
  exerciceValue,
  latestClosed,
  type MainStat,
  type SessionUser,
  type SourceChiffre,
  type Stat,
  type StatFavoriteResult,
  typeDossierOf,
  type YearData,
} from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { DossierService } from '../dossier/dossier.service';
import { Chiffre } from './chiffre.entity';
import { ChiffresRepository } from './chiffres.repository';
import { Exercice } from './exercice.entity';

/**
 * Figures of a dossier, all derived from its fiscal years: the figures area (spec 02 §2, §4, §7)
 * and the home slider (spec 01 §3 Main stat). Individual customers (0016) have none (spec 02 §2).
 */
@Injectable()
export class ChiffresService {
  constructor(
    private readonly repo: ChiffresRepository,
    private readonly dossiers: DossierService,
  ) {}

  async list(user: SessionUser, codeDossier: string): Promise<Stat[]> {
    const data = await this.figuresOf(codeDossier);
    if (!data) return [];
    const favoris = await this.repo.favoris(user.guidPersonne);
    const timestamp =
      data.exercices
        .map((e) => e.updatedAt.toISOString())
        .sort()
        .at(-1) ?? null;
    return data.catalogue.map((c) => ({
      _id: c.id,
      slug: c.slug,
      name: c.nom,
      favorite: favoris.has(c.id),
      display: c.display,
      source: c.source as SourceChiffre,
      explanation: c.explication,
      timestamp,
    }));
  }

  async setFavorite(user: SessionUser, slug: string, favorite: boolean): Promise<StatFavoriteResult> {
    const chiffre = await this.repo.bySlug(slug);
    if (!chiffre) throw AppException.notFound('Ce chiffre n’existe pas.');
    if (favorite) await this.repo.addFavori(user.guidPersonne, chiffre.id);
    else await this.repo.removeFavori(user.guidPersonne, chiffre.id);
    return { slug, favorite };
  }

  async exercices(codeDossier: string): Promise<ExerciceDto[]> {
    return (await this.figuresOf(codeDossier))?.exercices.map(toDto) ?? [];
  }

  async civilYear(codeDossier: string, year: number): Promise<YearData> {
    return civilYearData(await this.exercices(codeDossier), year);
  }

  /** The home slider: each figure of the dossier at its latest closed fiscal year. */
  async mainStats(codeDossier: string): Promise<MainStat[]> {
    const data = await this.figuresOf(codeDossier);
    const year = data && latestClosed(data.exercices);
    if (!data || !year) return [];
    return data.catalogue.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.nom,
      date: year.dateFin,
      value: exerciceValue(toDto(year), c.source as SourceChiffre),
      format: chiffreFormat(c.source as SourceChiffre),
    }));
  }

  /** The dossier's fiscal years and the figures that make sense for its accounts type; null for an individual customer. */
  private async figuresOf(codeDossier: string): Promise<{ exercices: Exercice[]; catalogue: Chiffre[] } | null> {
    const dossier = await this.dossiers.find(codeDossier);
    if (!dossier || dossier.codeEntite === ENTITE_PARTICULIER) return null;
    const [exercices, catalogue] = await Promise.all([this.repo.exercices(codeDossier), this.repo.catalogue()]);
    const type = exercices.at(-1)?.typeDossier ?? typeDossierOf(dossier.typeActivite);
    return { exercices, catalogue: catalogue.filter((c) => c.types.includes(type)) };
  }
}

function toDto(e: Exercice): ExerciceDto {
  return {
    id: e.id,
    dateDebut: e.dateDebut,
    dateFin: e.dateFin,
    clos: e.clos,
    typeDossier: e.typeDossier,
    recettes: e.recettes,
    depenses: e.depenses,
    endettementAGRI: e.endettementAGRI,
    endettementBIC: e.endettementBIC,
    investissementAGRI: e.investissementAGRI,
    investissementBIC: e.investissementBIC,
    capaciteRemboursement: e.capaciteRemboursement,
    timestamp: e.updatedAt.toISOString(),
  };
}
