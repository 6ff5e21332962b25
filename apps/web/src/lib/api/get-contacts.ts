import { queryOptions, useQuery } from '@tanstack/react-query';
import { getContactsRoute, type Contact } from '@portail/contracts';
import { call } from '../api-client';

export const contactsKeys = { list: (codeDossier: string) => ['contacts', codeDossier] as const };

/** GET /api/contacts/{codeDossier}: the dossier's advisers. */
export const getContacts = (codeDossier: string): Promise<Contact[]> => call(getContactsRoute, { params: { codeDossier } });

export const contactsQueryOptions = (codeDossier: string) =>
  queryOptions({ queryKey: contactsKeys.list(codeDossier), queryFn: () => getContacts(codeDossier) });

export const useContacts = (codeDossier: string | undefined) => useQuery({ ...contactsQueryOptions(codeDossier ?? ''), enabled: !!codeDossier });
