import { formatDateTime, type Identifiant, type IdentifiantJournal, toDate } from '@portail/contracts';

const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

type Dates = Pick<
  Identifiant,
  'dateCreation' | 'auteurCreation' | 'dateModificationAgent' | 'agentModification' | 'dateModificationAdherent' | 'adherentModification'
>;

/**
 * Tooltip of spec 02 §4: the latest of the agent and adherent modifications ('Modifié le … à …', ' par {agent}' for an agent's
 * change only); else 'Créé le … à …' with ' par {author}' unless the author is an e-mail address; else nothing.
 */
export function infobulleIdentifiant(i: Dates): string | null {
  const agent = toDate(i.dateModificationAgent);
  const adherent = toDate(i.dateModificationAdherent);
  if (agent && (!adherent || agent.getTime() >= adherent.getTime())) {
    return `Modifié le ${formatDateTime(agent)}${i.agentModification ? ` par ${i.agentModification}` : ''}`;
  }
  if (adherent) return `Modifié le ${formatDateTime(adherent)}`;
  const creation = toDate(i.dateCreation);
  if (creation) return `Créé le ${formatDateTime(creation)}${i.auteurCreation && !isEmail(i.auteurCreation) ? ` par ${i.auteurCreation}` : ''}`;
  return null;
}

const VERBES: Record<IdentifiantJournal['action'], string> = {
  consultation: 'Consulté',
  creation: 'Créé',
  modification: 'Modifié',
  suppression: 'Supprimé',
};

/** 'Consulté par Julie Bernard le 22/11/2026 à 14:05'. */
export const journalLine = (j: IdentifiantJournal): string => `${VERBES[j.action]} par ${j.auteur} le ${formatDateTime(j.date)}`;

/** Search of spec 02 §5: title and login, case-insensitive contains. */
export const matchesSearch = (i: Pick<Identifiant, 'titre' | 'nomUtilisateur'>, search: string): boolean => {
  const s = search.trim().toLocaleLowerCase('fr');
  return s === '' || i.titre.toLocaleLowerCase('fr').includes(s) || i.nomUtilisateur.toLocaleLowerCase('fr').includes(s);
};
