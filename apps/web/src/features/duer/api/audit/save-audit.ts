import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AuditEnregistrement, saveAuditRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerAuditKeys } from './audit-keys';

/** PUT the answers, remarks and order of the audit's questions; the answer is the audit as saved. */
export const saveAudit = ({ idDuer, body }: { idDuer: number; body: AuditEnregistrement }) => call(saveAuditRoute, { params: { idDuer }, body });

/**
 * The answer is the whole audit: it becomes the cached one at once (a refetch would leave the saved changes shown as
 * pending until it answers). The screen shows a failure itself.
 */
export function useSaveAudit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAudit,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (audit, { idDuer }) => queryClient.setQueryData(duerAuditKeys.audit(idDuer), audit),
  });
}
