import { z } from 'zod';
import { defineRoute } from '../api-route';
import {
  CarteContenuSchema,
  CarteIdParamSchema,
  CarteLigneSchema,
  CategorieContenuSchema,
  CategorieCreationSchema,
  CategorieLigneSchema,
  CodeContenuParamSchema,
  DocumentationContenuSchema,
  DocumentationCreationSchema,
  DocumentationLigneSchema,
  ElearningContenuSchema,
  ElearningCreationSchema,
  ElearningLigneSchema,
  InterlocuteurIdParamSchema,
  InterlocuteurContenuSchema,
  InterlocuteurCreationSchema,
  InterlocuteurLigneSchema,
  PageGeneriqueContenuSchema,
  PageGeneriqueCreationSchema,
  PageGeneriqueLigneSchema,
  TutorielContenuSchema,
  TutorielCreationSchema,
  TutorielLigneSchema,
} from './savoir-contenus.schema';

const tag = 'contenus';

/** The four staff routes of one content type on the Contenus screen: GET|POST /api/contenus/<type>, PUT|DELETE /api/contenus/<type>/{id}. */
function contenuRoutes<const P extends string, const C extends z.ZodType, const U extends z.ZodType, const L extends z.ZodType, const I extends z.ZodType>(
  type: P,
  label: string,
  s: { creation: C; modification: U; ligne: L; id: I },
) {
  const path = `/api/contenus/${type}` as const;
  return {
    list: defineRoute({ method: 'get', path, tag, summary: `Contenus : liste des ${label}`, auth: 'staff', response: z.array(s.ligne) }),
    create: defineRoute({ method: 'post', path, tag, summary: `Contenus : crée (${label})`, auth: 'staff', body: s.creation, response: s.ligne, status: 201 }),
    update: defineRoute({
      method: 'put',
      path: `${path}/{id}` as const,
      tag,
      summary: `Contenus : modifie (${label}) ; 404 'Contenu introuvable.'`,
      auth: 'staff',
      params: s.id,
      body: s.modification,
      response: s.ligne,
    }),
    remove: defineRoute({
      method: 'delete',
      path: `${path}/{id}` as const,
      tag,
      summary: `Contenus : supprime (${label}) ; 404 'Contenu introuvable.'`,
      auth: 'staff',
      params: s.id,
      status: 204,
    }),
  };
}

export const tutorielsContenu = contenuRoutes('tutoriels', 'tutoriels', {
  creation: TutorielCreationSchema,
  modification: TutorielContenuSchema,
  ligne: TutorielLigneSchema,
  id: CodeContenuParamSchema,
});
export const categoriesContenu = contenuRoutes('documentation-categories', 'catégories de documentation', {
  creation: CategorieCreationSchema,
  modification: CategorieContenuSchema,
  ligne: CategorieLigneSchema,
  id: CodeContenuParamSchema,
});
export const documentationsContenu = contenuRoutes('documentations', 'documentations', {
  creation: DocumentationCreationSchema,
  modification: DocumentationContenuSchema,
  ligne: DocumentationLigneSchema,
  id: CodeContenuParamSchema,
});
export const elearningsContenu = contenuRoutes('elearnings', 'e-learnings', {
  creation: ElearningCreationSchema,
  modification: ElearningContenuSchema,
  ligne: ElearningLigneSchema,
  id: CodeContenuParamSchema,
});
export const cartesContenu = contenuRoutes('cartes', 'cartes RGPD et épisodes de la websérie', {
  creation: CarteContenuSchema,
  modification: CarteContenuSchema,
  ligne: CarteLigneSchema,
  id: CarteIdParamSchema,
});
export const pagesContenu = contenuRoutes('pages', 'pages génériques', {
  creation: PageGeneriqueCreationSchema,
  modification: PageGeneriqueContenuSchema,
  ligne: PageGeneriqueLigneSchema,
  id: CodeContenuParamSchema,
});
export const interlocuteursContenu = contenuRoutes('interlocuteurs-oic', 'interlocuteurs Initial Conseil', {
  creation: InterlocuteurCreationSchema,
  modification: InterlocuteurContenuSchema,
  ligne: InterlocuteurLigneSchema,
  id: InterlocuteurIdParamSchema,
});

/** Every staff route of the knowledge contents, flat (route list of the api). */
export const contenusSavoirRoutes = Object.fromEntries(
  Object.entries({ tutorielsContenu, categoriesContenu, documentationsContenu, elearningsContenu, cartesContenu, pagesContenu, interlocuteursContenu }).flatMap(
    ([k, g]) => Object.entries(g).map(([verb, route]) => [`${k}.${verb}`, route]),
  ),
);
