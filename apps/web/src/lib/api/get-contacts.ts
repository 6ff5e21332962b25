import { queryOptions, useQuery } from '@tanstack/react-query';
import { getContactsRoute, type Contact } from '@portail/contracts';
import { call } from '../api-client';

/** GET /api/contacts/{codeDossier}: the dossier's advisers. */
export const getContacts = (codeDossier: string): Promise<Contact[]> => call(getContactsRoute, { params: { codeDossier } });

export const contactsQueryOptions = (codeDossier: string) => queryOptions({ queryKey: ['contacts', codeDossier], queryFn: () => getContacts(codeDossier) });

export const useContacts = (codeDossier: string | undefined) => useQuery({ ...contactsQueryOptions(codeDossier ?? ''), enabled: !!codeDossier });
