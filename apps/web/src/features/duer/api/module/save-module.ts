import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DuerModuleDetail, type RouteInput, saveModuleRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerModuleKeys } from './module-keys';

type ModuleEnregistrement = RouteInput<typeof saveModuleRoute> extends { body: infer B } ? B : never;

/** PUT the module's pending changes with the version read; a 409 (another person saved first) is the screen's to handle. */
export const saveModule = ({ idDuer, idModule, body }: { idDuer: number; idModule: number; body: ModuleEnregistrement }) =>
  call(saveModuleRoute, { params: { idDuer, idModule }, body }, { handledStatuses: [409] });

/**
 * The answer is the module as saved: it becomes the cached one at once (a refetch would leave the saved changes shown
 * as pending until it answers). The screen shows a failure itself, a 409 with the choice of useVersionChoisie.
 */
export function useSaveModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveModule,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (module, { idDuer, idModule }) => queryClient.setQueryData(duerModuleKeys.module(idDuer, idModule), module),
  });
}

/**
 * After a 409 the screen keeps the typed values and reads the newer module (getModule) without caching it; once the
 * user reloads it or re-applies their changes on it, it becomes the cached module, which the screen then shows.
 */
export function useVersionChoisie() {
  const queryClient = useQueryClient();
  return (idDuer: number, idModule: number, recente: DuerModuleDetail) => queryClient.setQueryData(duerModuleKeys.module(idDuer, idModule), recente);
}
