import type { RendezVous } from '@portail/contracts';

const MAP_SEARCH_URL = 'https://www.openstreetmap.org/search?query=';

/** One-line address of an appointment, or null when it has none. */
export function adresseComplete(rdv: Pick<RendezVous, 'address'>): string | null {
  const { adresse, cp, ville } = rdv.address;
  const line = [adresse, [cp, ville].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return line || null;
}

/** A map search link for the place (external service: the page works without it). */
export function lienCarte(rdv: Pick<RendezVous, 'address' | 'location'>): string | null {
  const query = adresseComplete(rdv) ?? rdv.location;
  return query ? `${MAP_SEARCH_URL}${encodeURIComponent(query)}` : null;
}
