import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLinkedEventsRoute, type Evenement } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { eventKeys } from '../../../lib/api/event-keys';

/** GET /api/events/linked/{idCampagne}/{dossier}: the other events of the campaign. */
export const getLinkedEvents = (idCampagne: number, codeDossier: string): Promise<Evenement[]> =>
  call(getLinkedEventsRoute, { params: { idCampagne, dossier: codeDossier } });

export const linkedEventsQueryOptions = (idCampagne: number, codeDossier: string) =>
  queryOptions({ queryKey: eventKeys.linked(idCampagne, codeDossier), queryFn: () => getLinkedEvents(idCampagne, codeDossier) });

export const useLinkedEvents = (idCampagne: number | null, codeDossier: string) =>
  useQuery({ ...linkedEventsQueryOptions(idCampagne ?? 0, codeDossier), enabled: !!idCampagne });
