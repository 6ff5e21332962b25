import { queryOptions } from '@tanstack/react-query';
import { getGroupesDisponiblesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerModuleKeys } from './module-keys';

/** GET the operations of other DUER (advisers), filtered by text and year. */
export const getGroupesDisponibles = (idDuer: number, texte: string, annee: number | null) =>
  call(getGroupesDisponiblesRoute, { params: { idDuer }, query: { texte: texte || undefined, annee: annee ?? undefined } });

export const groupesDisponiblesQueryOptions = (idDuer: number, texte: string, annee: number | null) =>
  queryOptions({ queryKey: duerModuleKeys.groupesDisponibles(idDuer, texte, annee), queryFn: () => getGroupesDisponibles(idDuer, texte, annee) });
