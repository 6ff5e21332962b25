import { useQuery } from '@tanstack/react-query';
import { hasGestionnairePaieRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { gedKeys } from './documents-keys';

/** GET /api/contacts/hasgestionnairepaie/{codeDossier}: whether payroll uploads are offered. */
export const usePayrollManager = (codeDossier: string | undefined) =>
  useQuery({
    queryKey: gedKeys.payrollManager(codeDossier ?? ''),
    queryFn: () => call(hasGestionnairePaieRoute, { params: { codeDossier: codeDossier! } }, { handledStatuses: [403] }),
    enabled: !!codeDossier,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
