import { Injectable } from '@nestjs/common';
import {
  type BaseType,
  DUER_LIMITES as L,
  type DuerCreation,
  type DuerDetail,
  type DuerIndex,
  DuerMessages as M,
  effectiveModules,
  type Duer as DuerDto,
  METHODE_NOUVELLE,
  type SessionUser,
  UNITES_MAX,
} from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../common/transaction';
import { AccessService } from '../droits/access.service';
import { DroitsService } from '../droits/droits.service';
import { DossierService } from '../dossier/dossier.service';
import type { DuerContexte, DuerDossier, DuerDossierContexte } from './duer-faits';
import { DuerCreationSteps } from './duer-creation-steps';
import { invalide, toDossierDto, toDuerDto } from './duer-dto';
import { DuerCategoriesRepository } from './duer-categories.repository';
import { DuerCopieRepository } from './duer-copie.repository';
import { DuerValiditeService } from './duer-validite.service';
import type { Duer } from './duer.entity';
import { DuerRepository } from './duer.repository';
import { byRaisonSociale } from '../dossier/dossier-order';

const MODULES_DUER = ['tool_duer', 'tool_duer_collaborateur'];
const BASE_TYPE_ACS = 3;

/** DUER years of a dossier (spec 03 §2.1, §5): the list, the creation options of the caller, creation and copy sources. */
@Injectable()
export class DuerIndexService {
  constructor(
    private readonly duers: DuerRepository,
    private readonly categories: DuerCategoriesRepository,
    private readonly copie: DuerCopieRepository,
    private readonly transactions: TransactionRunner,
    private readonly accessService: AccessService,
    private readonly dossiers: DossierService,
    private readonly droits: DroitsService,
    private readonly validite: DuerValiditeService,
    private readonly steps: DuerCreationSteps,
  ) {}

  /** The creation options shown follow the year-creation rules of the route (createDuerRoute), which the guard decides. */
  async index({ dossier, droits }: DuerDossierContexte): Promise<DuerIndex> {
    const duers = await this.duers.duDossier(dossier.codeDossier);
    const courante = new Date().getFullYear();
    const anneeMax = courante + L.anneeApresCourante;
    if (!droits.estCollaborateur) {
      const autorisee = duers.length > 0 && !duers.some((d) => d.annee === courante);
      return {
        dossier: toDossierDto(dossier),
        duers: duers.map(toDuerDto),
        creation: {
          autorisee,
          anneeImposee: courante,
          anneeMin: L.anneeMin,
          anneeMax,
          vide: false,
          modele: false,
          copieAnnee: autorisee,
          copieAutreDossier: false,
        },
      };
    }
    const ce = droits.fonctionCE;
    return {
      dossier: toDossierDto(dossier),
      duers: duers.map(toDuerDto),
      creation: {
        autorisee: ce,
        anneeImposee: null,
        anneeMin: L.anneeMin,
        anneeMax,
        vide: ce,
        modele: ce && dossier.baseType !== BASE_TYPE_ACS,
        copieAnnee: ce && duers.length > 0,
        copieAutreDossier: ce,
      },
    };
  }

  /**
   * Creation of a year (spec 03 §2.1, §5); 400 with the messages of §5. Who may use which mode (403) is the route's rule,
   * decided by the guard: advisers with function CE, members copying a year of a dossier that holds one.
   */
  async create({ dossier, droits, user }: DuerDossierContexte, input: DuerCreation): Promise<DuerDto> {
    const codeDossier = dossier.codeDossier;
    const courante = new Date().getFullYear();
    try {
      return await this.transactions.run(async (tx) => {
        // Serialises creations on the dossier: the list rule of members reads the years written meanwhile.
        await this.dossiers.lockForUpdate([codeDossier], tx);
        const duers = await this.duers.duDossier(codeDossier, tx);
        if (!droits.estCollaborateur && input.annee !== courante) throw invalide('annee', M.anneeInvalide);
        if (input.annee < L.anneeMin || input.annee > courante + L.anneeApresCourante) throw invalide('annee', M.anneeInvalide);
        if (duers.some((d) => d.annee === input.annee)) throw invalide('annee', M.duerExistant);
        const source = await this.source(tx, user, droits.estCollaborateur, dossier, duers, input);
        if (source) await this.requireUnitesPermises(tx, source.id, dossier.baseType);
        if (input.mode === 'modele' && dossier.baseType === BASE_TYPE_ACS) throw invalide('mode', M.creationDuer);
        const duer = await this.duers.create({ codeDossier, annee: input.annee, versionCalculRisque: source?.versionCalculRisque ?? METHODE_NOUVELLE }, tx);
        if (input.mode === 'modele') await this.copie.copyModele(duer.id, dossier.baseType, tx);
        const avecContenu = input.mode === 'autreDossier' || (input.mode === 'copie' && input.copierContenu);
        if (source) await this.copie.copyDuerTree(source.id, duer.id, avecContenu, tx);
        await this.steps.run(tx, {
          idDuer: duer.id,
          codeDossier,
          baseType: dossier.baseType,
          idSource: source?.id ?? null,
          avecContenu: !!source && avecContenu,
        });
        await this.validite.refresh(duer.id, tx);
        return toDuerDto((await this.duers.find(duer.id, tx))!);
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw invalide('annee', M.duerExistant);
      throw error;
    }
  }

  /** A copy brings all its source's work units: refused when they are more than the dossier's base type allows. */
  private async requireUnitesPermises(tx: EntityManager, idSource: number, baseType: BaseType): Promise<void> {
    const max = UNITES_MAX[baseType];
    if (max === undefined) return;
    const n = await this.categories.nombre(idSource, tx);
    if (n > max) throw invalide('idDuerSource', M.copieUniteMax(n, max));
  }

  /** The DUER a copy reads: a year of the same dossier, or (CE advisers) a DUER of a portfolio dossier holding the module. */
  private async source(
    tx: EntityManager,
    user: SessionUser,
    estCollaborateur: boolean,
    dossier: DuerDossier,
    duers: Duer[],
    input: DuerCreation,
  ): Promise<Duer | null> {
    if (input.mode === 'copie') {
      // Members copy the most recent year (decision of issue 12); advisers name it.
      const source = estCollaborateur ? duers.find((d) => d.annee === input.anneeSource) : duers[0];
      if (!source) throw invalide('anneeSource', M.aucunDuerSelectionne);
      return source;
    }
    if (input.mode !== 'autreDossier') return null;
    const source = await this.duers.find(input.idDuerSource, tx);
    if (!source) throw invalide('idDuerSource', M.aucunDuerSelectionne);
    const context = source.codeDossier === dossier.codeDossier ? true : await this.accessService.dossierContext(user, source.codeDossier);
    const lisible = context === true || (!!context && context.modules.some((m) => MODULES_DUER.includes(m)));
    if (!lisible) throw invalide('idDuerSource', M.aucunDuerSelectionne);
    return source;
  }

  /**
   * CE advisers: DUERs of the other dossiers of the portfolio that hold the DUER module, by company name (the rights list
   * gives the names, in its French order), then code and year.
   */
  async sources(user: SessionUser, codeDossier: string) {
    const droits = await this.droits.forUser(user);
    const dossiers = droits.data.dossiers.filter(
      (d) => d.codeDossier !== codeDossier && effectiveModules(d.modules, droits.data.modules).some((m) => MODULES_DUER.includes(m)),
    );
    if (!dossiers.length) return [];
    const ordre = [...dossiers].sort((a, b) => byRaisonSociale(a, b) || (a.codeDossier < b.codeDossier ? -1 : a.codeDossier > b.codeDossier ? 1 : 0));
    const noms = new Map(dossiers.map((d) => [d.codeDossier, d.raisonSociale]));
    const rows = await this.duers.desDossiers(
      ordre.map((d) => d.codeDossier),
      L.listeMax,
    );
    return rows.map((r) => ({ idDuer: r.id, codeDossier: r.code_dossier, raisonSociale: noms.get(r.code_dossier)!, annee: r.annee }));
  }

  /** duer: the DUER, its work units (valid or incomplete) and the caller's rights. */
  detail(ctx: DuerContexte): Promise<DuerDetail> {
    return this.detailOf(ctx);
  }

  async detailOf(ctx: DuerContexte, tx?: EntityManager): Promise<DuerDetail> {
    const { duer, dossier, droits } = ctx;
    const validite = await this.validite.compute(duer.id, duer.versionCalculRisque, tx);
    const rows = await this.categories.avecNombreModules(duer.id, tx);
    return {
      duer: { ...toDuerDto(duer), estValide: validite.duer },
      dossier: toDossierDto(dossier),
      droits,
      uniteMax: UNITES_MAX[dossier.baseType] ?? null,
      categories: rows.map((r) => ({
        id: r.id,
        ordre: r.ordre,
        estValide: validite.categories.get(r.id) ?? false,
        duerBaseCategorie: { id: r.id_base, nom: r.nom },
        nombreModules: r.nombre,
      })),
    };
  }
}
