import {
  createContenuParcoursRoute,
  deleteContenuParcoursRoute,
  listContenusParcoursRoute,
  ParcoursCreationSchema,
  ParcoursModificationSchema,
  type ParcoursCreation,
  updateContenuParcoursRoute,
} from '@portail/contracts';
import { call } from '../../../lib/api-client';
import type { LigneContenu, SectionContenu } from '../types';

/** The form's values as the api reads them; the api validates each step and names the faulty one. */
const body = (values: LigneContenu) => ({
  routeName: values.routeName,
  titre: values.titre,
  etapes: values.etapes,
  actif: values.actif ?? true,
  ordre: values.ordre === undefined || values.ordre === '' || values.ordre === null ? 0 : Number(values.ordre),
});

/** Guided tours (driver.js): one per screen (route name), steps as JSON with their triggers and callbacks. */
export const parcoursSections: SectionContenu[] = [
  {
    key: 'parcours',
    label: 'Visites guidées',
    idField: 'code',
    columns: [
      { name: 'code', label: 'Code' },
      { name: 'routeName', label: 'Écran (nom de route)' },
      { name: 'titre', label: 'Titre' },
      { name: 'actif', label: 'Actif' },
    ],
    fields: [
      {
        name: 'code',
        label: 'Code',
        kind: 'text',
        help: 'Lettres, chiffres, tiret et souligné ; non modifiable ensuite.',
      },
      {
        name: 'routeName',
        label: 'Écran (nom de route)',
        kind: 'text',
        help: 'Ex. accueil, ged-documents, motsDePasse.',
      },
      { name: 'titre', label: 'Titre', kind: 'text' },
      {
        name: 'etapes',
        label: 'Étapes (JSON)',
        kind: 'json',
        help: 'Liste de { "element": "[data-tour=…]", "popover": { "title", "description" }, "triggers": [{ "selector", "callbackName": "click", "action": "nextstep" | "destroy", "blacklistSelector", "whitelistSelector", "blacklistTimeout", "whitelistTimeout" }], "callbacks": [{ "selector", "callbackName": "click", "timeout" }] }.',
      },
      { name: 'actif', label: 'Actif', kind: 'boolean' },
      { name: 'ordre', label: 'Ordre', kind: 'number', help: 'Entre plusieurs visites du même écran, la plus petite passe en premier.' },
    ],
    schemas: { creation: ParcoursCreationSchema, modification: ParcoursModificationSchema },
    list: () => call(listContenusParcoursRoute) as Promise<LigneContenu[]>,
    create: (values) => call(createContenuParcoursRoute, { body: { code: values.code, ...body(values) } as ParcoursCreation }),
    update: (id, values) => call(updateContenuParcoursRoute, { params: { id }, body: body(values) as Omit<ParcoursCreation, 'code'> }),
    remove: (id) => call(deleteContenuParcoursRoute, { params: { id } }),
  },
];
