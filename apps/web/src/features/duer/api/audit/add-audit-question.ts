import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AjoutAuditQuestion, addAuditQuestionRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerAuditKeys } from './audit-keys';

/** POST a question (new or base one) in a category of the audit; the answer is the audit as saved. */
export const addAuditQuestion = ({ idDuer, body }: { idDuer: number; body: AjoutAuditQuestion }) => call(addAuditQuestionRoute, { params: { idDuer }, body });

/**
 * The answer is the whole audit: it becomes the cached one at once (a refetch would leave the saved changes shown as
 * pending until it answers). The screen shows a failure itself.
 */
export function useAddAuditQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAuditQuestion,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (audit, { idDuer }) => queryClient.setQueryData(duerAuditKeys.audit(idDuer), audit),
  });
}
