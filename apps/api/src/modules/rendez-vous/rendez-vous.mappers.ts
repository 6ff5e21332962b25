import type { RdvParticipant, RendezVous as RendezVousDto } from '@portail/contracts';
import type { ParticipantRow } from './rendez-vous.repository';
import type { RendezVous } from './rendez-vous.entity';

export const toParticipant = (p: ParticipantRow): RdvParticipant => ({
  codeagent: p.code_agent,
  prenom: p.prenom,
  nom: p.nom,
  fonction: p.fonction ?? 'Conseiller',
});

export function toRendezVous(r: RendezVous, participants: ParticipantRow[], now: Date): RendezVousDto {
  return {
    id: r.id,
    codeDossier: r.codeDossier,
    title: r.titre,
    date: r.date.toISOString(),
    dateFin: r.dateFin?.toISOString() ?? null,
    upcoming: r.date.getTime() > now.getTime(),
    isEvent: false,
    location: r.lieu,
    address: { adresse: r.adresse, cp: r.cp, ville: r.ville },
    typeCommunication: r.typeCommunication,
    reason: r.motif,
    description: r.description,
    participants: participants.filter((p) => p.rendez_vous_id === r.id).map(toParticipant),
  };
}
