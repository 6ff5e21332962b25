import { queryOptions, useQuery } from '@tanstack/react-query';
import { getExercicesRoute, type Exercice } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { chiffresKeys } from './chiffres-keys';

/** GET /api/chiffres/compta/{codeDossier}: the dossier's fiscal years, oldest first (ExercicesFetch). */
export const getExercices = (codeDossier: string): Promise<Exercice[]> => call(getExercicesRoute, { params: { codeDossier } });

export const exercicesQueryOptions = (codeDossier: string) =>
  queryOptions({ queryKey: chiffresKeys.exercices(codeDossier), queryFn: () => getExercices(codeDossier) });

/** The detail screen shows its own plain alert on failure (spec 02 §8), no flash. */
export const useExercices = (codeDossier: string | undefined) =>
  useQuery({ ...exercicesQueryOptions(codeDossier ?? ''), enabled: !!codeDossier, meta: { skipGlobalErrorHandler: true } });
