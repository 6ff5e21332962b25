import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAuditQuestionRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerAuditKeys } from './audit-keys';

/** DELETE a question of the audit; the answer is the audit as saved. */
export const deleteAuditQuestion = ({ idDuer, idQuestion }: { idDuer: number; idQuestion: number }) =>
  call(deleteAuditQuestionRoute, { params: { idDuer, idQuestion } });

/**
 * The answer is the whole audit: it becomes the cached one at once (a refetch would leave the saved changes shown as
 * pending until it answers). The screen shows a failure itself.
 */
export function useDeleteAuditQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAuditQuestion,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (audit, { idDuer }) => queryClient.setQueryData(duerAuditKeys.audit(idDuer), audit),
  });
}
