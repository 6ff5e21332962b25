import type { DemandeRappel as DemandeRappelDto, RessourceAffichee, ServiceAnnuaire as ServiceDto, ServiceContenu, ServiceResume } from '@portail/contracts';
import { sanitizeRichText } from '../content/sanitize-rich-text';
import type { DemandeRappel, ServiceAnnuaire } from './annuaire.entity';

export function toResume(s: ServiceAnnuaire): ServiceResume {
  return {
    id: s.id,
    slug: s.slug,
    titre: s.titre,
    description: s.description,
    categories: s.categories,
    tags: s.tags,
    dateCreation: s.dateCreation,
    isStarred: s.isStarred,
  };
}

/** Expertise sanitised again on read: a row written by hand or before a rule change never reaches a page unsanitised. */
export function toDetail(s: ServiceAnnuaire, videoUrl: (idVideo: string) => string | null): ServiceDto {
  const ressources: RessourceAffichee[] = s.ressources.map((r) =>
    r.type === 'video'
      ? { type: 'video', idVideo: r.idVideo, ...(r.titre ? { titre: r.titre } : {}), url: videoUrl(r.idVideo) }
      : { type: 'pdf', lien: r.lien, nom: r.nom },
  );
  return { ...toResume(s), presentation: s.presentation, accompagnement: s.accompagnement, expertise: sanitizeRichText(s.expertise), ressources };
}

export function toContenu(s: ServiceAnnuaire): ServiceContenu {
  return { ...toResume(s), presentation: s.presentation, accompagnement: s.accompagnement, expertise: sanitizeRichText(s.expertise), ressources: s.ressources };
}

export function toDemande(d: DemandeRappel, service: Pick<ServiceAnnuaire, 'titre' | 'slug'>): DemandeRappelDto {
  return {
    id: d.id,
    idService: d.idService,
    titreService: service.titre,
    slugService: service.slug,
    codeDossier: d.codeDossier,
    codeAgent: d.codeAgent,
    conseiller: d.nomConseiller,
    demandeur: d.nomDemandeur,
    etat: d.etat,
    dateDemande: d.dateDemande.toISOString(),
    dateEtat: d.dateEtat.toISOString(),
    agentEtat: d.agentEtat,
  };
}
