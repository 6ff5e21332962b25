import { useMutation } from '@tanstack/react-query';
import { LivestormSchema } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/events/livestorm/{guidEvent}/{mail}: the participant's webinar link, asked on demand. */
export const getWebinarLink = (guidEvent: string, mail: string) =>
  apiClient.get(`/events/livestorm/${guidEvent}/${encodeURIComponent(mail)}`, { schema: LivestormSchema, handledStatuses: [403, 503] });

export const useWebinarLink = () => useMutation({ mutationFn: ({ guid, mail }: { guid: string; mail: string }) => getWebinarLink(guid, mail), meta: { skipGlobalErrorHandler: true } });
