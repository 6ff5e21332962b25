import {
  type AgAnnee,
  AgAnneeSaisieSchema,
  type AgAnneeSaisie,
  createAgAnneeRoute,
  deleteAgAnneeRoute,
  listAgAnneesRoute,
  updateAgAnneeRoute,
} from '@portail/contracts';
import { call } from '../../../lib/api-client';
import type { LigneContenu, SectionContenu } from '../types';

/** A datetime field's value (local time, no offset) → ISO with its offset, as the api expects. */
const versIso = (value: unknown) => {
  const d = new Date(String(value ?? ''));
  return Number.isNaN(d.getTime()) ? String(value ?? '') : d.toISOString();
};

/** Dates stay ISO: the table shows them in French, the form in its datetime inputs. */
const ligne = (a: AgAnnee): LigneContenu => ({ ...a, president: a.president ?? '' });

const saisieAnnee = (v: LigneContenu): AgAnneeSaisie => ({
  millesime: Number(v.millesime),
  dateOuverture: versIso(v.dateOuverture),
  dateFermeture: versIso(v.dateFermeture),
  dateAg: versIso(v.dateAg),
  lieu: String(v.lieu ?? ''),
  president: v.president ? String(v.president) : null,
  resolutions: (v.resolutions ?? []) as AgAnneeSaisie['resolutions'],
});

/** Contenus: the general assembly of each year (dates, place, president, resolution cards). */
export const agSections: SectionContenu[] = [
  {
    key: 'ag-annees',
    label: 'Assemblée générale',
    idField: 'millesime',
    columns: [
      { name: 'millesime', label: 'Année' },
      { name: 'dateAg', label: 'Date de l’assemblée' },
      { name: 'lieu', label: 'Lieu' },
      { name: 'dateOuverture', label: 'Ouverture des inscriptions' },
      { name: 'dateFermeture', label: 'Clôture des inscriptions' },
    ],
    fields: [
      { name: 'millesime', label: 'Année', kind: 'number' },
      { name: 'dateOuverture', label: 'Ouverture des inscriptions', kind: 'datetime' },
      { name: 'dateFermeture', label: 'Clôture des inscriptions', kind: 'datetime' },
      { name: 'dateAg', label: 'Date de l’assemblée (18h30)', kind: 'datetime' },
      { name: 'lieu', label: 'Lieu', kind: 'text' },
      {
        name: 'president',
        label: 'Président (pouvoir)',
        kind: 'text',
        help: 'Vide : « M. le Président du conseil d’administration ».',
      },
      {
        name: 'resolutions',
        label: 'Résolutions',
        kind: 'liste',
        help: 'Les cartes de la page des résolutions, dans l’ordre.',
        liste: {
          item: 'Résolution',
          feminin: true,
          fields: [
            { name: 'titre', label: 'Titre', kind: 'text' },
            { name: 'texte', label: 'Texte', kind: 'textarea' },
          ],
        },
      },
    ],
    schemas: { creation: AgAnneeSaisieSchema, modification: AgAnneeSaisieSchema },
    list: async () => (await call(listAgAnneesRoute, {})).map(ligne),
    create: (values) => call(createAgAnneeRoute, { body: saisieAnnee(values) }),
    update: (id, values) => call(updateAgAnneeRoute, { params: { id }, body: saisieAnnee(values) }),
    remove: (id) => call(deleteAgAnneeRoute, { params: { id } }),
  },
];
