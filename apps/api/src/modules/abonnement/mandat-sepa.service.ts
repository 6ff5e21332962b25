import { Inject, Injectable } from '@nestjs/common';
import { type MandatSaisieSchema, type MandatSepa, masquerIban } from '@portail/contracts';
import type { z } from 'zod';
import { AppException } from '../../common/app.exception';
import { TransactionRunner } from '../../common/transaction';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DossierService } from '../dossier/dossier.service';
import { ThemeService } from '../theme/theme.service';
import { aujourdhuiParis, dateFr } from './abonnement-dates';
import { AbonnementRepository } from './abonnement.repository';
import { toMandat } from './abonnement.service';
import { IbanChiffrement } from './iban-chiffrement';
import { renderMandatSepaPdf } from './mandat-sepa.renderer';

type MandatSaisie = z.output<typeof MandatSaisieSchema>;

export const AUCUN_MANDAT = "Aucun mandat de prélèvement SEPA n'est enregistré pour ce dossier.";

/** The SEPA direct-debit mandate of a dossier: recorded with a new unique reference (RUM), printed as a PDF. */
@Injectable()
export class MandatSepaService {
  private readonly chiffrement: IbanChiffrement;

  constructor(
    private readonly repo: AbonnementRepository,
    private readonly dossiers: DossierService,
    private readonly transactions: TransactionRunner,
    private readonly theme: ThemeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.chiffrement = new IbanChiffrement(config.sepa.ibanKey);
  }

  /** A new mandate replaces the one in force; the dossier's row lock keeps the references' numbering unique. */
  save(codeDossier: string, input: MandatSaisie): Promise<MandatSepa> {
    return this.transactions.run(async (tx) => {
      await this.dossiers.lockForUpdate([codeDossier], tx);
      const n = (await this.repo.nombreMandats(codeDossier, tx)) + 1;
      const mandat = await this.repo.insertMandat(
        {
          codeDossier,
          reference: `MDT-${codeDossier}-${String(n).padStart(4, '0')}`,
          titulaire: input.titulaire,
          adresse: input.adresse,
          codePostal: input.codePostal,
          ville: input.ville,
          ibanChiffre: this.chiffrement.chiffrer(input.iban),
          ibanMasque: masquerIban(input.iban),
          bic: input.bic,
          dateSignature: aujourdhuiParis(),
        },
        tx,
      );
      return toMandat(mandat);
    });
  }

  async pdf(codeDossier: string): Promise<{ nom: string; contenu: Buffer }> {
    const [mandat, dossier] = await Promise.all([this.repo.mandatEnVigueur(codeDossier), this.dossiers.get(codeDossier)]);
    if (!mandat) throw AppException.notFound(AUCUN_MANDAT);
    const contenu = await renderMandatSepaPdf({
      creancier: { nom: this.config.sepa.creancierNom ?? this.theme.theme.entityName, adresse: this.config.sepa.creancierAdresse, ics: this.config.sepa.ics },
      reference: mandat.reference,
      debiteur: { ...mandat, iban: this.chiffrement.dechiffrer(mandat.ibanChiffre) },
      dossier: { codeDossier, raisonSociale: dossier.raisonSociale },
      dateSignature: dateFr(mandat.dateSignature),
      creeLe: mandat.creeLe,
    });
    return { nom: `Mandat SEPA ${mandat.reference}.pdf`, contenu };
  }
}
