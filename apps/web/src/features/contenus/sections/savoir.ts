import {
  type ApiRoute,
  cartesContenu,
  categoriesContenu,
  documentationsContenu,
  elearningsContenu,
  interlocuteursContenu,
  pagesContenu,
  tutorielsContenu,
} from '@portail/contracts';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import type { ChampContenu, LigneContenu, SectionContenu } from '../types';

interface ContenuRoutes {
  list: ApiRoute & { method: 'get' };
  create: ApiRoute & { method: 'post'; body: z.ZodType };
  update: ApiRoute & { method: 'put'; body: z.ZodType };
  remove: ApiRoute & { method: 'delete' };
}

/** The four calls of one content type and the schemas of its bodies: the form checks its values with them, then sends them as they are. */
function crud(routes: ContenuRoutes): Pick<SectionContenu, 'schemas' | 'list' | 'create' | 'update' | 'remove'> {
  const send = call as unknown as (route: ApiRoute, input: { params?: Record<string, string>; body?: unknown }) => Promise<unknown>;
  return {
    schemas: { creation: routes.create.body, modification: routes.update.body },
    list: async () => (await send(routes.list, {})) as LigneContenu[],
    create: (values) => send(routes.create, { body: values }),
    update: (id, values) => send(routes.update, { params: { id }, body: values }),
    remove: (id) => send(routes.remove, { params: { id } }),
  };
}

const CODE: ChampContenu = {
  name: 'code',
  label: 'Code',
  kind: 'text',
  help: 'Lettres minuscules, chiffres et tirets ; ne change plus ensuite.',
};
const TITRE: ChampContenu = { name: 'titre', label: 'Titre', kind: 'text' };
const DESCRIPTION: ChampContenu = { name: 'description', label: 'Description', kind: 'textarea' };
const ORDRE: ChampContenu = { name: 'ordre', label: 'Ordre', kind: 'number', help: 'Les cartes sont triées par ordre croissant.' };
const LIEN: ChampContenu = {
  name: 'url',
  label: 'Lien',
  kind: 'text',
  help: 'https://… (nouvel onglet) ou un chemin du portail commençant par /.',
};

/** Knowledge contents on the Contenus screen (issue 14): tutorials, documentation categories and cards, e-learnings, RGPD and web-series cards, pages. */
export const savoirSections: SectionContenu[] = [
  {
    key: 'tutoriels',
    label: 'Tutoriels',
    idField: 'code',
    columns: [
      { name: 'ordre', label: 'Ordre' },
      { name: 'titre', label: 'Titre' },
      { name: 'url', label: 'Lien' },
    ],
    fields: [CODE, TITRE, DESCRIPTION, LIEN, { name: 'icone', label: 'Icône', kind: 'text', help: 'Chemin /images/….svg ; vide : icône par défaut.' }, ORDRE],
    ...crud(tutorielsContenu),
  },
  {
    key: 'documentation-categories',
    label: 'Catégories de documentation',
    idField: 'code',
    columns: [
      { name: 'codeParent', label: 'Parente' },
      { name: 'ordre', label: 'Ordre' },
      { name: 'titre', label: 'Titre' },
      { name: 'url', label: 'Lien' },
    ],
    fields: [
      CODE,
      TITRE,
      {
        name: 'codeParent',
        label: 'Catégorie parente',
        kind: 'text',
        help: 'Code de la catégorie parente ; vide pour le premier niveau (trois niveaux au plus).',
      },
      {
        name: 'url',
        label: 'Lien',
        kind: 'text',
        help: 'Facultatif : https://… ou le nom d’un écran (ex. rgpd) ; vide : la page de la catégorie.',
      },
      { name: 'estSiteInternet', label: 'Site internet', kind: 'boolean' },
      ORDRE,
    ],
    ...crud(categoriesContenu),
  },
  {
    key: 'documentations',
    label: 'Documentations',
    idField: 'code',
    columns: [
      { name: 'codeCategorie', label: 'Catégorie' },
      { name: 'ordre', label: 'Ordre' },
      { name: 'titre', label: 'Titre' },
      { name: 'codeGed', label: 'Bibliothèque' },
      { name: 'url', label: 'Lien' },
    ],
    fields: [
      CODE,
      TITRE,
      { name: 'codeCategorie', label: 'Catégorie', kind: 'text', help: 'Code de la catégorie qui montre la carte.' },
      {
        name: 'codeGed',
        label: 'Bibliothèque (code GED)',
        kind: 'text',
        help: 'Ex. FICHES_FISCALES ; la carte ouvre la liste de ses fichiers si disponible.',
      },
      { name: 'gedDispo', label: 'Bibliothèque disponible', kind: 'boolean' },
      { name: 'url', label: 'Lien', kind: 'text', help: 'Sans bibliothèque : https://… (nouvel onglet) ou le nom d’un écran (ex. rgpd).' },
      ORDRE,
    ],
    ...crud(documentationsContenu),
  },
  {
    key: 'elearnings',
    label: 'E-learnings Initial Conseil',
    idField: 'code',
    columns: [
      { name: 'ordre', label: 'Ordre' },
      { name: 'titre', label: 'Titre' },
      { name: 'url', label: 'Lien' },
    ],
    fields: [CODE, TITRE, DESCRIPTION, LIEN, ORDRE],
    ...crud(elearningsContenu),
  },
  {
    key: 'cartes',
    label: 'RGPD et websérie',
    idField: 'id',
    columns: [
      { name: 'page', label: 'Page' },
      { name: 'ordre', label: 'Ordre' },
      { name: 'titre', label: 'Titre' },
      { name: 'libelleLien', label: 'Lien' },
    ],
    fields: [
      {
        name: 'page',
        label: 'Page',
        kind: 'select',
        options: [
          { value: 'rgpd', label: 'RGPD (ressources)' },
          { value: 'webserie', label: 'Websérie (épisodes)' },
        ],
      },
      TITRE,
      DESCRIPTION,
      LIEN,
      { name: 'libelleLien', label: 'Texte du lien', kind: 'text' },
      ORDRE,
    ],
    ...crud(cartesContenu),
  },
  {
    key: 'pages',
    label: 'Pages',
    idField: 'id',
    columns: [
      { name: 'id', label: 'Adresse /page/…' },
      { name: 'titre', label: 'Titre' },
      { name: 'publiee', label: 'Publiée' },
    ],
    fields: [
      { name: 'id', label: 'Identifiant', kind: 'text', help: 'La page est servie à /page/<identifiant>.' },
      TITRE,
      { name: 'url', label: 'Lien « En savoir plus »', kind: 'text' },
      { name: 'contenu', label: 'Contenu', kind: 'html' },
      { name: 'publiee', label: 'Publiée', kind: 'boolean' },
    ],
    ...crud(pagesContenu),
  },
  {
    key: 'interlocuteurs-oic',
    label: 'Interlocuteurs Initial Conseil',
    idField: 'codeAgent',
    columns: [
      { name: 'ordre', label: 'Ordre' },
      { name: 'nom', label: 'Nom' },
      { name: 'prenom', label: 'Prénom' },
      { name: 'fonction', label: 'Fonction' },
    ],
    fields: [
      { name: 'codeAgent', label: 'Code agent', kind: 'text' },
      { name: 'prenom', label: 'Prénom', kind: 'text' },
      { name: 'nom', label: 'Nom', kind: 'text' },
      { name: 'fonction', label: 'Fonction', kind: 'text' },
      { name: 'nomAgence', label: 'Agence', kind: 'text' },
      { name: 'telephone', label: 'Téléphone', kind: 'text' },
      { name: 'mail', label: 'E-mail', kind: 'text' },
      {
        name: 'sexe',
        label: 'Avatar sans photo',
        kind: 'select',
        options: [
          { value: 'F', label: 'Femme' },
          { value: 'M', label: 'Homme' },
          { value: 'A', label: 'Assistant' },
        ],
      },
      { name: 'droitImage', label: 'Droit à l’image (la photo est montrée)', kind: 'boolean' },
      ORDRE,
    ],
    ...crud(interlocuteursContenu),
  },
];
