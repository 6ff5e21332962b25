import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AjoutAuditCategorie, addAuditCategorieRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerAuditKeys } from './audit-keys';

/** POST a category of the audit, with its first question when given; the answer is the audit as saved. */
export const addAuditCategorie = ({ idDuer, body }: { idDuer: number; body: AjoutAuditCategorie }) =>
  call(addAuditCategorieRoute, { params: { idDuer }, body });

/**
 * The answer is the whole audit: it becomes the cached one at once (a refetch would leave the saved changes shown as
 * pending until it answers). The screen shows a failure itself.
 */
export function useAddAuditCategorie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAuditCategorie,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (audit, { idDuer }) => queryClient.setQueryData(duerAuditKeys.audit(idDuer), audit),
  });
}
