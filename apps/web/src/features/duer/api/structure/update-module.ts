import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateModuleRoute } from '@portail/contracts';
import { call, type CallOptions } from '../../../../lib/api-client';
import { duerModuleKeys } from '../module/module-keys';
import { refreshDuer } from './duer-keys';

/** PUT a module's new name; the answer names the module's id, a new one when the rename created it (insertIdDuerModule). */
export const updateModule = ({ idDuer, idModule, nom }: { idDuer: number; idModule: number; nom: string }, options?: CallOptions) =>
  call(updateModuleRoute, { params: { idDuer, idModule }, body: { nom } }, options);

/** From the work unit's tiles: a refused right (403) carries the api's message for the error modal; the DUER's screens refresh. */
export function useUpdateModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { idDuer: number; idModule: number; nom: string }) => updateModule(v, { handledStatuses: [403] }),
    onSuccess: (_, { idDuer }) => refreshDuer(queryClient, idDuer),
  });
}

/** From the module's screen: the module reloads, unless the rename gave it a new id (the screen then follows it). */
export function useRenameModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { idDuer: number; idModule: number; nom: string }) => updateModule(v),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: async (r, { idDuer, idModule }) => {
      if (!r.insertIdDuerModule || r.insertIdDuerModule === idModule)
        await queryClient.invalidateQueries({ queryKey: duerModuleKeys.module(idDuer, idModule) });
    },
  });
}
