import { useQueries } from '@tanstack/react-query';
import { getCivilYearRoute, type YearData } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { chiffresKeys } from './chiffres-keys';

/** GET /api/chiffres/comptaCivil/{year}/{codeDossier}: receipts and expenses of one civil year. */
export const getCivilYear = (codeDossier: string, year: number): Promise<YearData> => call(getCivilYearRoute, { params: { year, codeDossier } });

/** The current civil year and the two before (ExercicesYearFetch {codeDossier, years}). */
export function useCivilYears(codeDossier: string | undefined, years: number[], enabled: boolean) {
  return useQueries({
    queries: years.map((year) => ({
      queryKey: chiffresKeys.civil(codeDossier ?? '', year),
      queryFn: () => getCivilYear(codeDossier!, year),
      enabled: enabled && !!codeDossier,
      meta: { skipGlobalErrorHandler: true },
    })),
    combine: (results) => ({
      data: results.every((r) => r.data) ? results.map((r) => r.data!) : undefined,
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
    }),
  });
}
