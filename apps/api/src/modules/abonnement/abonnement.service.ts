import { Injectable } from '@nestjs/common';
import {
  type AbonnementDossier,
  AbonnementMessages as M,
  downloadGedDocumentRoute,
  ENTITE_PARTICULIER,
  estAdressePlateforme,
  type FactureAbonnement,
  type MandatSepa,
  type ParametresDossier,
  type ParametresEnregistrementSchema,
  routePath,
} from '@portail/contracts';
import type { z } from 'zod';
import { AppException } from '../../common/app.exception';
import { TransactionRunner } from '../../common/transaction';
import { DossierService } from '../dossier/dossier.service';
import { aujourdhuiParis } from './abonnement-dates';
import type { AbonnementFacture, AbonnementParametres, MandatSepaEntity } from './abonnement.entity';
import { AbonnementRepository } from './abonnement.repository';

type Enregistrement = z.output<typeof ParametresEnregistrementSchema>;

const PAR_DEFAUT: Omit<AbonnementParametres, 'codeDossier' | 'dossier' | 'dateModification'> = {
  receptionCderInfo: '0',
  receptionFactureElectronique: false,
  emailPlateformeFacturation: '',
  modeReglement: 'VIREMENT',
};

export const toMandat = (m: MandatSepaEntity): MandatSepa => ({
  reference: m.reference,
  titulaire: m.titulaire,
  ibanMasque: m.ibanMasque,
  bic: m.bic,
  dateSignature: m.dateSignature,
});

const toFacture = (f: AbonnementFacture): FactureAbonnement => ({
  id: f.id,
  libelle: f.libelle,
  dateFacture: f.dateFacture,
  numeroFacture: f.numeroFacture,
  etat: f.etat,
  montant: f.montantHt,
  lienConsultationGed: f.gedDocumentId ? routePath(downloadGedDocumentRoute, { id: f.gedDocumentId }) : null,
});

/** 'Ma facturation': the subscription page of a dossier and its billing parameters (spec 02 §3, §5 Billing). */
@Injectable()
export class AbonnementService {
  constructor(
    private readonly repo: AbonnementRepository,
    private readonly dossiers: DossierService,
    private readonly transactions: TransactionRunner,
  ) {}

  async get(codeDossier: string): Promise<AbonnementDossier> {
    const aujourdhui = aujourdhuiParis();
    const [dossier, parametres, mandat, cotisation, creance] = await Promise.all([
      this.dossiers.get(codeDossier),
      this.repo.parametres(codeDossier),
      this.repo.mandatEnVigueur(codeDossier),
      this.repo.cotisation(codeDossier, Number(aujourdhui.slice(0, 4))),
      this.repo.creance(codeDossier, aujourdhui),
    ]);
    // Individual customers (0016) have no invoices box (spec 02 §6).
    const factures = dossier.codeEntite === ENTITE_PARTICULIER ? [] : await this.repo.factures(codeDossier);
    return {
      codeDossier,
      parametresDossier: this.toParametres(parametres, mandat),
      cotisationMillesime: cotisation && {
        millesime: cotisation.millesime,
        cotisation: cotisation.cotisation,
        compta: cotisation.compta,
        conseil: cotisation.conseil,
        juridique: cotisation.juridique,
      },
      creanceEnCours: creance,
      factures: factures.map(toFacture),
      mandat: mandat && toMandat(mandat),
    };
  }

  /**
   * Saves the parameters: an address on a platform domain is managed by the platform and cannot be changed (§5);
   * payment by direct debit needs a SEPA mandate.
   */
  async saveParametres(codeDossier: string, input: Enregistrement): Promise<AbonnementDossier> {
    if (input.codeDossier !== codeDossier) throw AppException.validation([{ path: 'codeDossier', message: M.dossierDifferent }]);
    const p = input.parametres;
    await this.transactions.run(async (tx) => {
      await this.dossiers.lockForUpdate([codeDossier], tx);
      const actuels = await this.repo.parametres(codeDossier, tx);
      const adresse = actuels?.emailPlateformeFacturation ?? '';
      if (estAdressePlateforme(adresse) && p.emailPlateformeFacturation.toLowerCase() !== adresse.toLowerCase())
        throw AppException.validation([{ path: 'parametres.emailPlateformeFacturation', message: M.emailPlateformeVerrouille }]);
      if (p.modeReglement === 'PRELEVEMENT' && !(await this.repo.mandatEnVigueur(codeDossier, tx)))
        throw AppException.validation([{ path: 'parametres.modeReglement', message: M.mandatRequis }]);
      await this.repo.saveParametres(
        {
          codeDossier,
          receptionCderInfo: p.receptionCderInfo,
          receptionFactureElectronique: p.receptionFactureElectronique,
          emailPlateformeFacturation: p.emailPlateformeFacturation,
          modeReglement: p.modeReglement,
        },
        tx,
      );
    });
    return this.get(codeDossier);
  }

  private toParametres(p: AbonnementParametres | null, mandat: MandatSepaEntity | null): ParametresDossier {
    const v = p ?? PAR_DEFAUT;
    return {
      receptionCderInfo: v.receptionCderInfo,
      receptionFactureElectronique: v.receptionFactureElectronique,
      emailPlateformeFacturation: v.emailPlateformeFacturation,
      modeReglement: v.modeReglement,
      estPrelevementAuto: v.modeReglement === 'PRELEVEMENT' && mandat !== null,
    };
  }
}
