import { formatDate, formatTime, type Evenement as EventDto, type EventStatut, type Subscription } from '@portail/contracts';
import type { Evenement } from './evenement.entity';
import type { Inscription } from './inscription.entity';

/** 'Le 12/03/2027 de 09:00 à 17:00' or 'Du 12/03/2027 à 09:00 au 13/03/2027 à 17:00'. */
export function datesLabel(debut: Date, fin: Date): string {
  const [d1, d2] = [formatDate(debut), formatDate(fin)];
  if (d1 === d2) return `Le ${d1} de ${formatTime(debut)} à ${formatTime(fin)}`;
  return `Du ${d1} à ${formatTime(debut)} au ${d2} à ${formatTime(fin)}`;
}

/** ANNULÉ when cancelled, COMPLET when a limit is set and reached, otherwise open (spec 01 §4). */
export function eventStatut(estAnnule: boolean, nbMax: number, nbInscrits: number): EventStatut {
  if (estAnnule) return 'annule';
  if (nbMax > 0 && nbInscrits >= nbMax) return 'complet';
  return 'ouvert';
}

/** The firm's own locations are shown without the city (spec 01 §9). */
export const isOwnLocation = (lieu: string | null, entityName: string) => !!lieu && lieu.toLocaleLowerCase('fr').includes(entityName.toLocaleLowerCase('fr'));

export function toEventDto(e: Evenement, ctx: { nbInscrits: number; registred: boolean; nbevent: number; entityName: string }): EventDto {
  const own = isOwnLocation(e.lieu, ctx.entityName);
  const ville = own ? null : e.ville;
  const location = e.lieu ? (ville ? `${e.lieu}, ${ville}` : e.lieu) : ville;
  return {
    id: e.id,
    guid: e.guid,
    title: e.titre,
    date: e.dateDebut.toISOString(),
    dateDebut: e.dateDebut.toISOString(),
    dateFin: e.dateFin.toISOString(),
    dates: datesLabel(e.dateDebut, e.dateFin),
    location,
    address: { adresse: e.adresse, cp: own ? null : e.cp, ville },
    url: e.url,
    type: e.type,
    registrationRequired: e.inscriptionRequise,
    estAnnule: e.estAnnule,
    nbMaxInscription: e.nbMaxInscription,
    nbInscrits: ctx.nbInscrits,
    placesRestantes: e.nbMaxInscription > 0 ? Math.max(0, e.nbMaxInscription - ctx.nbInscrits) : null,
    statut: eventStatut(e.estAnnule, e.nbMaxInscription, ctx.nbInscrits),
    idcampagne: e.idCampagne,
    nbevent: ctx.nbevent,
    hasIcon: !!e.iconeType,
    hasImage: !!e.imageType,
    registred: ctx.registred,
  };
}

export const toSubscription = (i: Inscription): Subscription => ({
  id: i.id,
  idEvent: i.idEvent,
  nom: i.nom,
  prenom: i.prenom,
  email: i.email,
  tel: i.tel,
  participe: i.participe,
  deleted: i.deleted,
  guidPersonne: i.guidPersonne,
  estDossierMembre: i.estDossierMembre,
  idCampagne: i.idCampagne,
  commentaire: i.commentaire,
});
