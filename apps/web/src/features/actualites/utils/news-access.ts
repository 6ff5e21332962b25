/** Which news lists the rights open: appointments need page_rdv, events page_events (spec 01 §2.1, as the api decides). */
interface NewsAccess {
  rdv: boolean;
  events: boolean;
}

export const newsAccess = (modules: readonly string[]): NewsAccess => ({ rdv: modules.includes('page_rdv'), events: modules.includes('page_events') });

/** The list type shown: the one asked for when open, else the other one when open, else none. */
export function allowedNewsType(requested: 0 | 1, access: NewsAccess): 0 | 1 | null {
  const open = (type: 0 | 1) => (type === 0 ? access.rdv : access.events);
  if (open(requested)) return requested;
  const other = requested === 0 ? 1 : 0;
  return open(other) ? other : null;
}

/** Said when neither list is open to the user on this dossier. */
export const NEWS_NONE_MESSAGE = 'Les rendez-vous et les événements ne font pas partie de vos accès sur ce dossier.';
