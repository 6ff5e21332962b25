import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  addGroupeRoute,
  addRisqueRoute,
  deleteGroupeRoute,
  deleteRisqueRoute,
  getBaseGroupesRoute,
  getBasePictosRoute,
  getBaseRisquesRoute,
  getGroupesDisponiblesRoute,
  getModuleHistoryRoute,
  getModuleRoute,
  type RouteInput,
  saveModuleRoute,
  updateGroupeRoute,
  updateModuleRoute,
  updatePictosRoute,
  updateRisqueRoute,
} from '@portail/contracts';
import { call } from '../../../lib/api-client';

export const duerModuleKeys = {
  module: (idDuer: number, idModule: number) => ['duer', idDuer, 'module', idModule] as const,
  historique: (idDuer: number, idModule: number) => ['duer', idDuer, 'module', idModule, 'historique'] as const,
  baseGroupes: (idDuer: number, idModule: number) => ['duer', idDuer, 'module', idModule, 'groupes-base'] as const,
  groupesDisponibles: (idDuer: number, texte: string, annee: number | null) => ['duer', idDuer, 'groupes-disponibles', texte, annee] as const,
  baseRisques: (idDuer: number, idGroupe: number) => ['duer', idDuer, 'groupe', idGroupe, 'risques-base'] as const,
  pictos: (idDuer: number) => ['duer', idDuer, 'pictos'] as const,
};

/** GET the module, its operations and risks, the next module and the version a save must name. */
export const getModule = (idDuer: number, idModule: number) => call(getModuleRoute, { params: { idDuer, idModule } });
export const moduleQueryOptions = (idDuer: number, idModule: number) =>
  queryOptions({ queryKey: duerModuleKeys.module(idDuer, idModule), queryFn: () => getModule(idDuer, idModule) });
export const useDuerModule = (idDuer: number, idModule: number) => useQuery(moduleQueryOptions(idDuer, idModule));

/** Field history (advisers only); a failure is only logged by the screen. */
export const historiqueQueryOptions = (idDuer: number, idModule: number) =>
  queryOptions({
    queryKey: duerModuleKeys.historique(idDuer, idModule),
    queryFn: () => call(getModuleHistoryRoute, { params: { idDuer, idModule } }, { handledStatuses: [403] }),
  });
export const useHistoriqueModule = (idDuer: number, idModule: number, enabled: boolean) => useQuery({ ...historiqueQueryOptions(idDuer, idModule), enabled });

export const baseGroupesQueryOptions = (idDuer: number, idModule: number) =>
  queryOptions({ queryKey: duerModuleKeys.baseGroupes(idDuer, idModule), queryFn: () => call(getBaseGroupesRoute, { params: { idDuer, idModule } }) });

export const groupesDisponiblesQueryOptions = (idDuer: number, texte: string, annee: number | null) =>
  queryOptions({
    queryKey: duerModuleKeys.groupesDisponibles(idDuer, texte, annee),
    queryFn: () => call(getGroupesDisponiblesRoute, { params: { idDuer }, query: { texte: texte || undefined, annee: annee ?? undefined } }),
  });

export const baseRisquesQueryOptions = (idDuer: number, idGroupe: number) =>
  queryOptions({ queryKey: duerModuleKeys.baseRisques(idDuer, idGroupe), queryFn: () => call(getBaseRisquesRoute, { params: { idDuer, idGroupe } }) });

export const pictosQueryOptions = (idDuer: number) =>
  queryOptions({ queryKey: duerModuleKeys.pictos(idDuer), queryFn: () => call(getBasePictosRoute, { params: { idDuer } }), staleTime: Infinity });

type Body<R extends Parameters<typeof call>[0]> = RouteInput<R> extends { body: infer B } ? B : never;

export const saveModule = (idDuer: number, idModule: number, body: Body<typeof saveModuleRoute>) =>
  call(saveModuleRoute, { params: { idDuer, idModule }, body }, { handledStatuses: [409] });
export const updateModule = (idDuer: number, idModule: number, body: Body<typeof updateModuleRoute>) =>
  call(updateModuleRoute, { params: { idDuer, idModule }, body });
export const addGroupe = (idDuer: number, idModule: number, body: Body<typeof addGroupeRoute>) => call(addGroupeRoute, { params: { idDuer, idModule }, body });
export const renameGroupe = (idDuer: number, idGroupe: number, nom: string) => call(updateGroupeRoute, { params: { idDuer, idGroupe }, body: { nom } });
export const deleteGroupe = (idDuer: number, idGroupe: number) => call(deleteGroupeRoute, { params: { idDuer, idGroupe } });
export const addRisque = (idDuer: number, idGroupe: number, body: Body<typeof addRisqueRoute>) => call(addRisqueRoute, { params: { idDuer, idGroupe }, body });
export const renameRisque = (idDuer: number, idRisque: number, nom: string) => call(updateRisqueRoute, { params: { idDuer, idRisque }, body: { nom } });
export const deleteRisque = (idDuer: number, idRisque: number) => call(deleteRisqueRoute, { params: { idDuer, idRisque } });
export const updatePictos = (idDuer: number, idRisque: number, body: Body<typeof updatePictosRoute>) =>
  call(updatePictosRoute, { params: { idDuer, idRisque }, body });
