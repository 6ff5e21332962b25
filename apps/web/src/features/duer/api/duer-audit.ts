import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  addAuditCategorieRoute,
  addAuditQuestionRoute,
  type AjoutAuditCategorie,
  type AjoutAuditQuestion,
  type AuditEnregistrement,
  BASE_TYPE_AUDIT,
  deleteAuditQuestionRoute,
  getAuditCategoriesRestantesRoute,
  getAuditQuestionsRestantesRoute,
  getAuditRoute,
  saveAuditRoute,
} from '@portail/contracts';
import { call } from '../../../lib/api-client';

export const duerAuditKeys = {
  audit: (idDuer: number) => ['duer', idDuer, 'audit'] as const,
  categoriesRestantes: (idDuer: number) => ['duer', idDuer, 'audit', 'categories-restantes'] as const,
  questionsRestantes: (idDuer: number, idBaseCategorie: number) => ['duer', idDuer, 'audit', 'questions-restantes', idBaseCategorie] as const,
};

/** DuerQuestionsFetch: the DUER's audit (base type 99), its categories and questions, and the caller's rights. */
export const auditQueryOptions = (idDuer: number) =>
  queryOptions({
    queryKey: duerAuditKeys.audit(idDuer),
    queryFn: () => call(getAuditRoute, { params: { idDuer, idBaseType: BASE_TYPE_AUDIT } }),
  });
export const useDuerAudit = (idDuer: number) => useQuery(auditQueryOptions(idDuer));

export const categoriesRestantesQueryOptions = (idDuer: number) =>
  queryOptions({
    queryKey: duerAuditKeys.categoriesRestantes(idDuer),
    queryFn: () => call(getAuditCategoriesRestantesRoute, { params: { idDuer } }),
  });

export const questionsRestantesQueryOptions = (idDuer: number, idBaseCategorieAudit: number) =>
  queryOptions({
    queryKey: duerAuditKeys.questionsRestantes(idDuer, idBaseCategorieAudit),
    queryFn: () => call(getAuditQuestionsRestantesRoute, { params: { idDuer, idBaseCategorieAudit } }),
  });

export const saveAudit = (idDuer: number, body: AuditEnregistrement) => call(saveAuditRoute, { params: { idDuer }, body });
export const deleteAuditQuestion = (idDuer: number, idQuestion: number) => call(deleteAuditQuestionRoute, { params: { idDuer, idQuestion } });
export const addAuditQuestion = (idDuer: number, body: AjoutAuditQuestion) => call(addAuditQuestionRoute, { params: { idDuer }, body });
export const addAuditCategorie = (idDuer: number, body: AjoutAuditCategorie) => call(addAuditCategorieRoute, { params: { idDuer }, body });
