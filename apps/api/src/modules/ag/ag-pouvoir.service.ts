import { Injectable } from '@nestjs/common';
import { AgMessages as M, pouvoirPropose } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { DossierService } from '../dossier/dossier.service';
import { ThemeService } from '../theme/theme.service';
import { AgRepository } from './ag.repository';
import { anneeParis } from './ag-dates';
import { renderPouvoirPdf } from './ag-pouvoir.renderer';
import { timePrint } from '../../common/metrics/metrics';

/** The proxy form of a dossier that does not attend and has a voice (spec 02 §9). */
@Injectable()
export class AgPouvoirService {
  constructor(
    private readonly repo: AgRepository,
    private readonly dossiers: DossierService,
    private readonly themes: ThemeService,
  ) {}

  async pdf(codeDossier: string): Promise<{ nom: string; contenu: Buffer }> {
    const annee = await this.repo.anneeCourante(anneeParis());
    const invitation = annee ? await this.repo.invitationDuDossier(annee.millesime, codeDossier) : null;
    if (!annee || !invitation || !pouvoirPropose(invitation)) throw AppException.notFound(M.pasDePouvoir);
    const dossier = await this.dossiers.get(codeDossier);
    const entityName = this.themes.theme.entityName;
    const contenu = await timePrint('ag-pouvoir', () =>
      renderPouvoirPdf({
        entityName,
        president: annee.president ?? `M. le Président du conseil d'administration de ${entityName}`,
        millesime: annee.millesime,
        dateAg: annee.dateAg,
        lieu: annee.lieu,
        dossier: { codeDossier, raisonSociale: dossier.raisonSociale },
        poids: invitation.poids,
        creeLe: invitation.dateReponse ?? annee.dateOuverture,
      }),
    );
    return { nom: `Pouvoir AG ${annee.millesime} ${codeDossier}.pdf`, contenu };
  }
}
