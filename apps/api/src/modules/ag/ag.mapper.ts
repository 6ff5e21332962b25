import type { AgAnnee as AgAnneeDto, AgInvitation as AgInvitationDto } from '@portail/contracts';
import type { AgAnnee } from './ag.entity';
import type { AgInvitationLue } from './ag.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toInvitationDto(i: AgInvitationLue): AgInvitationDto {
  return {
    id: i.id,
    codeDossier: i.codeDossier,
    raisonSociale: i.raisonSociale,
    millesime: i.millesime,
    poids: i.poids,
    nbPersonne: i.nbPersonne,
    participe: i.participe,
    pouvoirPresident: i.pouvoirPresident,
    userModification: i.userModification,
    libelleUserModification: i.libelleUserModification,
    idAgDossierPouvoir: i.idAgDossierPouvoir,
    dateReponse: iso(i.dateReponse),
    dateModification: iso(i.dateModification),
  };
}

export function toAnneeDto(a: AgAnnee): AgAnneeDto {
  return {
    millesime: a.millesime,
    dateOuverture: a.dateOuverture.toISOString(),
    dateFermeture: a.dateFermeture.toISOString(),
    dateAg: a.dateAg.toISOString(),
    lieu: a.lieu,
    president: a.president,
    resolutions: a.resolutions,
  };
}
