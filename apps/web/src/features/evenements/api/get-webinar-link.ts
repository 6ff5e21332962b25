import { useMutation } from '@tanstack/react-query';
import { getWebinarLinkRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** GET /api/events/livestorm/{guidEvent}/{mail}: the participant's webinar link, asked on demand. */
export const getWebinarLink = (guidEvent: string, mail: string) => call(getWebinarLinkRoute, { params: { guidEvent, mail } }, { handledStatuses: [403, 503] });

export const useWebinarLink = () =>
  useMutation({ mutationFn: ({ guid, mail }: { guid: string; mail: string }) => getWebinarLink(guid, mail), meta: { skipGlobalErrorHandler: true } });
