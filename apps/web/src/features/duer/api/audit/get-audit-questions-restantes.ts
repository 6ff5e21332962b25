import { queryOptions } from '@tanstack/react-query';
import { getAuditQuestionsRestantesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerAuditKeys } from './audit-keys';

/** GET the base questions of a category the DUER's audit does not hold yet. */
export const getAuditQuestionsRestantes = (idDuer: number, idBaseCategorieAudit: number) =>
  call(getAuditQuestionsRestantesRoute, { params: { idDuer, idBaseCategorieAudit } });

export const questionsRestantesQueryOptions = (idDuer: number, idBaseCategorieAudit: number) =>
  queryOptions({
    queryKey: duerAuditKeys.questionsRestantes(idDuer, idBaseCategorieAudit),
    queryFn: () => getAuditQuestionsRestantes(idDuer, idBaseCategorieAudit),
  });
