import {
  AG_LIMITES,
  type AgAnnee,
  type AgAnneeSaisie,
  createAgAnneeRoute,
  deleteAgAnneeRoute,
  listAgAnneesRoute,
  updateAgAnneeRoute,
} from '@portail/contracts';
import { call } from '../../../lib/api-client';
import type { LigneContenu, SectionContenu } from '../types';

const pad = (n: number) => String(n).padStart(2, '0');
/** ISO → the value of a datetime field, in the browser's time (the firm's: Paris). */
export const versSaisie = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
/** A datetime field's value (local time, no offset) → ISO with its offset, as the api expects. */
export const versIso = (value: unknown) => {
  const d = new Date(String(value ?? ''));
  return Number.isNaN(d.getTime()) ? String(value ?? '') : d.toISOString();
};

const ligne = (a: AgAnnee): LigneContenu => ({
  ...a,
  dateOuverture: versSaisie(a.dateOuverture),
  dateFermeture: versSaisie(a.dateFermeture),
  dateAg: versSaisie(a.dateAg),
  president: a.president ?? '',
});

export const saisieAnnee = (v: LigneContenu): AgAnneeSaisie => ({
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
      { name: 'millesime', label: 'Année', kind: 'number', required: true, min: 2000, max: 2100 },
      { name: 'dateOuverture', label: 'Ouverture des inscriptions', kind: 'datetime', required: true },
      { name: 'dateFermeture', label: 'Clôture des inscriptions', kind: 'datetime', required: true },
      { name: 'dateAg', label: 'Date de l’assemblée (18h30)', kind: 'datetime', required: true },
      { name: 'lieu', label: 'Lieu', kind: 'text', required: true, maxLength: AG_LIMITES.lieuMax },
      {
        name: 'president',
        label: 'Président (pouvoir)',
        kind: 'text',
        maxLength: AG_LIMITES.titreMax,
        help: 'Vide : « M. le Président du conseil d’administration ».',
      },
      {
        name: 'resolutions',
        label: 'Résolutions',
        kind: 'json',
        required: true,
        help: 'Liste ordonnée de cartes : [{ "titre": "Première résolution", "texte": "…" }]',
      },
    ],
    list: async () => (await call(listAgAnneesRoute, {})).map(ligne),
    create: (values) => call(createAgAnneeRoute, { body: saisieAnnee(values) }),
    update: (id, values) => call(updateAgAnneeRoute, { params: { id }, body: saisieAnnee(values) }),
    remove: (id) => call(deleteAgAnneeRoute, { params: { id } }),
  },
];
