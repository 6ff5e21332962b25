import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  addPreambuleCategorieRoute,
  deletePreambuleCategorieRoute,
  getGerantsDossierRoute,
  getInformationsGeneralesRoute,
  getPageDeGardeRoute,
  getPreambuleRoute,
  type InformationsGeneralesEnregistrement,
  type PageDeGardeEnregistrement,
  type PreambuleCategorieUpdate,
  type PreambuleEnregistrement,
  saveInformationsGeneralesRoute,
  savePageDeGardeRoute,
  savePreambuleRoute,
  updatePreambuleCategorieRoute,
} from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** Under ['duer', idDuer] like every screen of the DUER. */
export const duerTextesKeys = {
  preambule: (idDuer: number) => ['duer', idDuer, 'preambule'] as const,
  informationsGenerales: (idDuer: number) => ['duer', idDuer, 'informations-generales'] as const,
  pageDeGarde: (idDuer: number) => ['duer', idDuer, 'page-de-garde'] as const,
  gerants: (idDuer: number) => ['duer', idDuer, 'gerants'] as const,
};

export const preambuleQueryOptions = (idDuer: number) =>
  queryOptions({ queryKey: duerTextesKeys.preambule(idDuer), queryFn: () => call(getPreambuleRoute, { params: { idDuer } }) });
export const usePreambule = (idDuer: number) => useQuery(preambuleQueryOptions(idDuer));

export const useInformationsGenerales = (idDuer: number) =>
  useQuery({ queryKey: duerTextesKeys.informationsGenerales(idDuer), queryFn: () => call(getInformationsGeneralesRoute, { params: { idDuer } }) });

export const usePageDeGarde = (idDuer: number) =>
  useQuery({ queryKey: duerTextesKeys.pageDeGarde(idDuer), queryFn: () => call(getPageDeGardeRoute, { params: { idDuer } }) });
export const useGerants = (idDuer: number) =>
  useQuery({ queryKey: duerTextesKeys.gerants(idDuer), queryFn: () => call(getGerantsDossierRoute, { params: { idDuer } }) });

export const savePreambule = (idDuer: number, body: PreambuleEnregistrement) => call(savePreambuleRoute, { params: { idDuer }, body });
export const addPreambuleCategorie = (idDuer: number, titre: string) => call(addPreambuleCategorieRoute, { params: { idDuer }, body: { titre } });
export const updatePreambuleCategorie = (idDuer: number, idCategorie: number, body: PreambuleCategorieUpdate) =>
  call(updatePreambuleCategorieRoute, { params: { idDuer, idCategorie }, body });
export const deletePreambuleCategorie = (idDuer: number, idCategorie: number) => call(deletePreambuleCategorieRoute, { params: { idDuer, idCategorie } });
export const saveInformationsGenerales = (idDuer: number, body: InformationsGeneralesEnregistrement) =>
  call(saveInformationsGeneralesRoute, { params: { idDuer }, body });
export const savePageDeGarde = (idDuer: number, body: PageDeGardeEnregistrement) => call(savePageDeGardeRoute, { params: { idDuer }, body });
