import { useMutation } from '@tanstack/react-query';
import { mailUpdateRoute, type MailUpdateInput } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** POST /api/auth/domailupdate: success when the answer holds data (spec 02 §7). */
export const mailUpdate = (input: MailUpdateInput) => call(mailUpdateRoute, { body: input });

export const useMailUpdate = () => useMutation({ mutationFn: mailUpdate, meta: { skipGlobalErrorHandler: true } });
