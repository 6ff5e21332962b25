import {
  addContenuServiceRoute,
  deleteContenuServiceRoute,
  editContenuServiceRoute,
  getContenusServicesRoute,
  type RouteInput,
  ServiceSaisieSchema,
} from '@portail/contracts';
import { call } from '../../../lib/api-client';
import type { LigneContenu, SectionContenu } from '../types';

type Saisie = RouteInput<typeof addContenuServiceRoute>['body'];

/** The form's values as the api's body: only the service's fields (the body is strict), no empty date. */
export function toSaisieService(v: LigneContenu): Saisie {
  const texte = (name: string) => (typeof v[name] === 'string' ? v[name] : '');
  const liste = (name: string) => (Array.isArray(v[name]) ? (v[name] as unknown[]) : []);
  const date = texte('dateCreation').slice(0, 10);
  return {
    slug: texte('slug').trim(),
    titre: texte('titre'),
    description: texte('description'),
    categories: liste('categories') as string[],
    tags: liste('tags') as string[],
    ...(date ? { dateCreation: date } : {}),
    isStarred: v.isStarred === true,
    presentation: texte('presentation'),
    accompagnement: texte('accompagnement'),
    expertise: texte('expertise'),
    ressources: liste('ressources') as Saisie['ressources'],
  };
}

/** Contenus: the service directory's services (staff routes /api/contenus/services). */
export const annuaireSections: SectionContenu[] = [
  {
    key: 'services',
    label: 'Annuaire des services',
    idField: 'id',
    columns: [
      { name: 'titre', label: 'Titre' },
      { name: 'slug', label: 'Slug' },
      { name: 'categories', label: 'Catégories' },
      { name: 'isStarred', label: 'Recommandé' },
      { name: 'dateCreation', label: 'Date de création' },
    ],
    fields: [
      { name: 'titre', label: 'Titre', kind: 'text' },
      {
        name: 'slug',
        label: 'Slug (adresse)',
        kind: 'text',
        help: 'Lettres minuscules sans accent, chiffres et tirets : /annuaire-services/{slug}.',
      },
      { name: 'description', label: 'Description', kind: 'textarea' },
      {
        name: 'categories',
        label: 'Catégories',
        kind: 'liste',
        help: 'Par exemple Transmission, Juridique : les filtres de l’annuaire.',
        liste: { item: 'Catégorie', feminin: true },
      },
      {
        name: 'tags',
        label: 'Mots-clés',
        kind: 'liste',
        help: 'Par exemple cession, succession : trouvés par la recherche.',
        liste: { item: 'Mot-clé' },
      },
      { name: 'dateCreation', label: 'Date de création', kind: 'date', help: 'Aujourd’hui si vide.' },
      { name: 'isStarred', label: 'Recommandé par le cabinet', kind: 'boolean' },
      { name: 'presentation', label: 'Présentation', kind: 'textarea' },
      { name: 'accompagnement', label: 'Accompagnement', kind: 'textarea' },
      { name: 'expertise', label: 'Expertise', kind: 'html', help: 'HTML assaini à l’enregistrement.' },
      {
        name: 'ressources',
        label: 'Ressources',
        kind: 'json',
        help: 'Liste JSON de { "type": "video", "idVideo": "…", "titre": "…" } ou { "type": "pdf", "lien": "https://… ou /api/…", "nom": "…" }.',
      },
    ],
    schemas: { creation: ServiceSaisieSchema, modification: ServiceSaisieSchema },
    list: () => call(getContenusServicesRoute) as Promise<LigneContenu[]>,
    create: (values) => call(addContenuServiceRoute, { body: toSaisieService(values) }),
    update: (id, values) => call(editContenuServiceRoute, { params: { id }, body: toSaisieService(values) }),
    remove: (id) => call(deleteContenuServiceRoute, { params: { id } }),
  },
];
