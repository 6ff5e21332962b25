import { Inject, Injectable } from '@nestjs/common';
import { type MandatSaisieSchema, type MandatSepa, masquerIban } from '@portail/contracts';
import type { z } from 'zod';
import { AppException } from '../../common/app.exception';
import { SecretSealer } from '../../common/secrets/secret-sealer';
import { TransactionRunner } from '../../common/transaction';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DossierService } from '../dossier/dossier.service';
import { ThemeService } from '../theme/theme.service';
import { aujourdhuiParis, dateFr } from './abonnement-dates';
import { AbonnementRepository } from './abonnement.repository';
import { toMandat } from './abonnement.service';
import { openIban, sealIban } from './mandat-iban';
import { renderMandatSepaPdf } from './mandat-sepa.renderer';
import { timePrint } from '../../common/metrics/metrics';

type MandatSaisie = z.output<typeof MandatSaisieSchema>;

export const AUCUN_MANDAT = "Aucun mandat de prélèvement SEPA n'est enregistré pour ce dossier.";

/** The SEPA direct-debit mandate of a dossier: recorded with a new unique reference (RUM), printed as a PDF. */
@Injectable()
export class MandatSepaService {
  constructor(
    private readonly repo: AbonnementRepository,
    private readonly dossiers: DossierService,
    private readonly transactions: TransactionRunner,
    private readonly theme: ThemeService,
    private readonly sealer: SecretSealer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new mandate replaces the one in force; the dossier's row lock keeps the references' numbering unique. */
  save(codeDossier: string, input: MandatSaisie): Promise<MandatSepa> {
    return this.transactions.run(async (tx) => {
      await this.dossiers.lockForUpdate([codeDossier], tx);
      const n = (await this.repo.nombreMandats(codeDossier, tx)) + 1;
      const reference = `MDT-${codeDossier}-${String(n).padStart(4, '0')}`;
      const mandat = await this.repo.insertMandat(
        {
          codeDossier,
          reference,
          titulaire: input.titulaire,
          adresse: input.adresse,
          codePostal: input.codePostal,
          ville: input.ville,
          ...sealIban(this.sealer, reference, input.iban),
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
    const contenu = await timePrint('mandat-sepa', () =>
      renderMandatSepaPdf({
        creancier: { nom: this.config.sepa.creancierNom ?? this.theme.theme.entityName, adresse: this.config.sepa.creancierAdresse, ics: this.config.sepa.ics },
        reference: mandat.reference,
        debiteur: { ...mandat, iban: openIban(this.sealer, this.config.sepa.ibanKey, mandat) },
        dossier: { codeDossier, raisonSociale: dossier.raisonSociale },
        dateSignature: dateFr(mandat.dateSignature),
        creeLe: mandat.creeLe,
      }),
    );
    return { nom: `Mandat SEPA ${mandat.reference}.pdf`, contenu };
  }
}
