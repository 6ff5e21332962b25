import { queryOptions, useQuery } from '@tanstack/react-query';
import { BASE_TYPE_AUDIT, getAuditRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerAuditKeys } from './audit-keys';

/** GET (DuerQuestionsFetch) the DUER's audit (base type 99), its categories and questions, and the caller's rights. */
export const getAudit = (idDuer: number) => call(getAuditRoute, { params: { idDuer, idBaseType: BASE_TYPE_AUDIT } });

export const auditQueryOptions = (idDuer: number) => queryOptions({ queryKey: duerAuditKeys.audit(idDuer), queryFn: () => getAudit(idDuer) });

export const useDuerAudit = (idDuer: number) => useQuery(auditQueryOptions(idDuer));
