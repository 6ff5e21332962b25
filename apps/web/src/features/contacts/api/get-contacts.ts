import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContactListSchema, type Contact } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/contacts/{codeDossier}: the dossier's advisers. */
export const getContacts = (codeDossier: string): Promise<Contact[]> => apiClient.get(`/contacts/${encodeURIComponent(codeDossier)}`, { schema: ContactListSchema });

export const contactsQueryOptions = (codeDossier: string) => queryOptions({ queryKey: ['contacts', codeDossier], queryFn: () => getContacts(codeDossier) });

export const useContacts = (codeDossier: string | undefined) => useQuery({ ...contactsQueryOptions(codeDossier ?? ''), enabled: !!codeDossier });
