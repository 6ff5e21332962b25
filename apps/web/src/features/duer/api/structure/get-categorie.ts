import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCategorieRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerKeys } from './duer-keys';

/** GET a work unit, its modules and the other work units a module may be copied to. */
export const getCategorie = (idDuer: number, idCategorie: number) => call(getCategorieRoute, { params: { idDuer, idCategorie } });

export const categorieQueryOptions = (idDuer: number, idCategorie: number) =>
  queryOptions({ queryKey: duerKeys.categorie(idDuer, idCategorie), queryFn: () => getCategorie(idDuer, idCategorie) });

export const useCategorie = (idDuer: number, idCategorie: number) => useQuery(categorieQueryOptions(idDuer, idCategorie));
