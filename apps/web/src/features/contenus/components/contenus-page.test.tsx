/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { z } from 'zod';
import { AgAnneeSaisieSchema, AgMessages, ServiceSaisieSchema } from '@portail/contracts';
import { ApiError } from '../../../lib/api-client';
import { renderScreens } from '../../../test-utils/render';
import { closeErrorDialog, errorDialogStore } from '../../../lib/error-dialog';
import { droits } from '../../../test-utils/fixtures';
import type { LigneContenu, SectionContenu } from '../types';
import { ContenusTextes as T } from '../utils/contenus-textes';
import { ContenusScreen } from './contenus-page';
import { descriptionOf } from '../../../test-utils/description';

jest.mock('sonner', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const ROWS: LigneContenu[] = [
  { id: 't1', titre: 'Déclarer la TVA', ordre: 1, actif: true, meta: { duree: 3 } },
  { id: 't2', titre: 'Lire son bilan', ordre: 2, actif: false, meta: null },
];

/** The api's body of the fake section: its rules and messages are what the form says. */
const CONTRAT = z.object({
  titre: z.string({ error: 'Ce champ est obligatoire.' }).max(50, 'Le titre ne doit pas dépasser 50 caractères.'),
  ordre: z.number().int().min(0).optional(),
  actif: z.boolean(),
  meta: z.unknown().optional(),
  corps: z.string().optional(),
});
const contrat = (schema: z.ZodType) => ({ creation: schema, modification: schema });

/** A section as an area writes it: plain functions (no api behind them here). */
function fakeSection(overrides: Partial<SectionContenu> = {}): SectionContenu & { [K in 'list' | 'create' | 'update' | 'remove']: jest.Mock } {
  return {
    key: 'tutoriels',
    label: 'Tutoriels',
    idField: 'id',
    columns: [
      { name: 'titre', label: 'Titre' },
      { name: 'ordre', label: 'Ordre' },
      { name: 'actif', label: 'Publié' },
    ],
    fields: [
      { name: 'titre', label: 'Titre', kind: 'text' },
      { name: 'ordre', label: 'Ordre', kind: 'number' },
      { name: 'actif', label: 'Publié', kind: 'boolean' },
      { name: 'meta', label: 'Métadonnées', kind: 'json' },
      { name: 'corps', label: 'Corps', kind: 'html' },
    ],
    schemas: contrat(CONTRAT),
    list: jest.fn().mockResolvedValue(ROWS),
    create: jest.fn().mockResolvedValue({}),
    update: jest.fn().mockResolvedValue({}),
    remove: jest.fn().mockResolvedValue(undefined),
    ...overrides,
  } as never;
}

const render = (sections: SectionContenu[]) =>
  renderScreens([{ path: '/contenus', element: <ContenusScreen sections={sections} /> }], {
    path: '/contenus',
    droits: droits([], { typeUtilisateur: 'collab' }),
  });
const dialog = () => screen.getByTestId('dialogue-contenu');
const submit = async () => {
  await act(async () => {
    fireEvent.click(within(dialog()).getByRole('button', { name: /Ajouter le contenu|Enregistrer les modifications/ }));
  });
};

describe('Contenus screen', () => {
  beforeEach(() => {
    jest.mocked(toast.error).mockClear();
    jest.mocked(toast.success).mockClear();
  });

  it('shows one tab per section and the rows of the active one', async () => {
    const photos = fakeSection({ key: 'photos', label: 'Galerie One Day', list: jest.fn().mockResolvedValue([]) });
    render([fakeSection(), photos]);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tutoriels', 'Galerie One Day']);
    const table = await screen.findByTestId('contenus-tutoriels');
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['TitreOrdrePubliéActions', 'Déclarer la TVA1OuiModifierSupprimer', 'Lire son bilan2NonModifierSupprimer']);
    expect(photos.list).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Galerie One Day' }), { button: 0 });
    expect((await screen.findByTestId('liste-vide')).textContent).toBe(T.vide);
  });

  it('shows the load failure with a retry', async () => {
    render([fakeSection({ list: jest.fn().mockRejectedValue(new Error('réseau')) })]);
    const erreur = await screen.findByRole('alert');
    expect(erreur.textContent).toBe(`${T.erreurChargement}Réessayer`);
    expect(within(erreur).getByRole('button', { name: 'Réessayer' }).getAttribute('type')).toBe('button');
  });

  it('adds a content through the generated form: rules first, then the converted values', async () => {
    const section = fakeSection();
    render([section]);
    await screen.findByTestId('contenus-tutoriels');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    await submit();
    expect(descriptionOf(screen.getByLabelText('Titre *'))).toBe('Ce champ est obligatoire.');
    fireEvent.change(screen.getByLabelText('Titre *'), { target: { value: 'Nouveau' } });
    fireEvent.change(screen.getByLabelText('Métadonnées'), { target: { value: '{"duree": ' } });
    await submit();
    expect(descriptionOf(screen.getByLabelText('Métadonnées'))).toMatch(/^JSON invalide : ./);
    expect(section.create).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Métadonnées'), { target: { value: '{"duree": 5}' } });
    fireEvent.change(screen.getByLabelText('Ordre'), { target: { value: '4' } });
    fireEvent.click(screen.getByLabelText('Publié'));
    await submit();
    expect(section.create).toHaveBeenCalledWith({ titre: 'Nouveau', ordre: 4, actif: true, meta: { duree: 5 } });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(T.ajoute));
    expect(screen.queryByTestId('dialogue-contenu')).toBeNull();
  });

  it('previews html sanitised as it is typed', async () => {
    render([fakeSection()]);
    await screen.findByTestId('contenus-tutoriels');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    fireEvent.change(screen.getByLabelText('Corps'), {
      target: { value: '<p>Bonjour <strong>à tous</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">' },
    });
    const preview = await screen.findByTestId('contenu-tutoriels-formulaire-corps-apercu');
    expect(preview.innerHTML).toBe('<p>Bonjour <strong>à tous</strong></p>');
  });

  it('edits a row from its values and shows the api’s French message when refused', async () => {
    const refusal = new ApiError({ statusCode: 400, code: 'VALIDATION', message: 'Ce titre existe déjà.', displayable: true });
    const section = fakeSection({ update: jest.fn().mockRejectedValueOnce(refusal).mockResolvedValue({}) });
    render([section]);
    await screen.findByTestId('contenus-tutoriels');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Déclarer la TVA »' }));
    expect((screen.getByLabelText('Titre *') as HTMLInputElement).value).toBe('Déclarer la TVA');
    expect((screen.getByLabelText('Publié') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Métadonnées') as HTMLTextAreaElement).value).toBe('{\n  "duree": 3\n}');
    fireEvent.change(screen.getByLabelText('Titre *'), { target: { value: 'Déclarer la TVA en ligne' } });
    await submit();
    await waitFor(() => expect(errorDialogStore.get()).toEqual({ title: 'Erreur', message: 'Ce titre existe déjà.' }));
    closeErrorDialog();
    // The form stays open with what was typed.
    expect((within(dialog()).getByLabelText('Titre *') as HTMLInputElement).value).toBe('Déclarer la TVA en ligne');
    await submit();
    expect(section.update).toHaveBeenLastCalledWith('t1', { titre: 'Déclarer la TVA en ligne', ordre: 1, actif: true, meta: { duree: 3 } });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(T.modifie));
  });

  it('deletes a row after the confirmation', async () => {
    const section = fakeSection();
    render([section]);
    await screen.findByTestId('contenus-tutoriels');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Lire son bilan »' }));
    const confirmation = screen.getByTestId('dialogue-confirmation');
    expect(confirmation.textContent).toContain('« Lire son bilan » sera définitivement supprimé.');
    await act(async () => {
      fireEvent.click(within(confirmation).getByRole('button', { name: 'Supprimer le contenu' }));
    });
    expect(section.remove).toHaveBeenCalledWith('t2');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(T.supprime));
  });

  it('edits lists row by row with labelled inputs, checked by the contract’s schema, sent as arrays', async () => {
    const row = {
      code: 'transmission',
      titre: 'Transmettre',
      categories: ['Transmission'],
      resolutions: [{ titre: 'Première résolution', texte: 'Approbation des comptes' }],
    };
    const section = fakeSection({
      idField: 'code',
      columns: [{ name: 'titre', label: 'Titre' }],
      list: jest.fn().mockResolvedValue([row]),
      fields: [
        { name: 'code', label: 'Code', kind: 'text' },
        { name: 'titre', label: 'Titre', kind: 'text' },
        { name: 'categories', label: 'Catégories', kind: 'liste', liste: { item: 'Catégorie', feminin: true } },
        {
          name: 'resolutions',
          label: 'Résolutions',
          kind: 'liste',
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
      schemas: contrat(
        z.object({
          code: z.string(),
          titre: z.string(),
          categories: ServiceSaisieSchema.shape.categories,
          resolutions: AgAnneeSaisieSchema.shape.resolutions,
        }),
      ),
    });
    render([section]);
    await screen.findByTestId('contenus-tutoriels');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Transmettre »' }));
    expect(within(dialog()).queryByText(/\[|\{/)).toBeNull(); // no JSON
    expect((screen.getByLabelText('Catégorie 1') as HTMLInputElement).value).toBe('Transmission');
    expect((screen.getByLabelText('Titre (résolution 1)') as HTMLInputElement).value).toBe('Première résolution');
    expect((screen.getByLabelText('Texte (résolution 1)') as HTMLTextAreaElement).value).toBe('Approbation des comptes');

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une catégorie' }));
    fireEvent.change(screen.getByLabelText('Catégorie 2'), { target: { value: ' Juridique ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une catégorie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une résolution' }));
    fireEvent.change(screen.getByLabelText('Titre (résolution 2)'), { target: { value: 'Deuxième résolution' } });
    await submit();
    // The contract's own message, under the input it is about; the blank category row is simply dropped.
    expect(descriptionOf(screen.getByLabelText('Texte (résolution 2)'))).toBe(AgMessages.champRequis);
    expect(screen.getByLabelText('Texte (résolution 2)').getAttribute('aria-invalid')).toBe('true');
    expect(section.update).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Texte (résolution 2)'), { target: { value: 'Affectation du résultat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Retirer la résolution 1' }));
    await submit();
    expect(section.update).toHaveBeenCalledWith('transmission', {
      code: 'transmission',
      titre: 'Transmettre',
      categories: ['Transmission', 'Juridique'],
      resolutions: [{ titre: 'Deuxième résolution', texte: 'Affectation du résultat' }],
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(T.modifie));
  });

  it('keeps the identifier read-only once the content exists, editable when adding', async () => {
    const section = fakeSection({
      idField: 'code',
      list: jest.fn().mockResolvedValue([{ code: 'tva', titre: 'Déclarer la TVA', ordre: 1, actif: true }]),
      fields: [
        { name: 'code', label: 'Code', kind: 'text', help: 'Ne change plus ensuite.' },
        { name: 'titre', label: 'Titre', kind: 'text' },
      ],
      schemas: { creation: z.object({ code: z.string(), titre: z.string() }), modification: z.object({ titre: z.string() }) },
    });
    render([section]);
    await screen.findByTestId('contenus-tutoriels');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Déclarer la TVA »' }));
    expect((screen.getByLabelText('Code *') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Annuler la saisie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect((screen.getByLabelText('Code *') as HTMLInputElement).readOnly).toBe(false);
  });

  it('shows dates and lists in French in the table', async () => {
    const section = fakeSection({
      columns: [
        { name: 'titre', label: 'Titre' },
        { name: 'dateAg', label: 'Assemblée' },
        { name: 'dateCreation', label: 'Création' },
        { name: 'categories', label: 'Catégories' },
      ],
      fields: [
        { name: 'titre', label: 'Titre', kind: 'text' },
        { name: 'dateAg', label: 'Assemblée', kind: 'datetime' },
        { name: 'dateCreation', label: 'Création', kind: 'date' },
        { name: 'categories', label: 'Catégories', kind: 'liste', liste: { item: 'Catégorie' } },
      ],
      schemas: contrat(
        z.object({ titre: z.string().optional(), dateAg: z.string().optional(), dateCreation: z.string().optional(), categories: z.array(z.string()) }),
      ),
      list: jest
        .fn()
        .mockResolvedValue([
          { id: 'a', titre: 'AG 2026', dateAg: '2026-06-12T16:30:00.000Z', dateCreation: '2025-01-10', categories: ['Transmission', 'Juridique'] },
        ]),
    });
    render([section]);
    const table = await screen.findByTestId('contenus-tutoriels');
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('AG 202612/06/2026 à 18:3010/01/2025Transmission, JuridiqueModifierSupprimer');
    // The form too: French text whatever the browser's language (a native date input follows the browser's).
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « AG 2026 »' }));
    const dateAg = screen.getByLabelText('Assemblée') as HTMLInputElement;
    const local = new Date('2026-06-12T16:30:00.000Z'); // shown in the browser's time
    const heure = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    expect([dateAg.type, dateAg.value, dateAg.placeholder]).toEqual(['text', `12/06/2026 ${heure}`, 'JJ/MM/AAAA HH:MM']);
    expect((screen.getByLabelText('Création') as HTMLInputElement).value).toBe('10/01/2025');
    fireEvent.change(dateAg, { target: { value: '12/06/2026 à 19h00' } });
    await submit();
    expect(section.update).toHaveBeenCalledWith(
      'a',
      expect.objectContaining({ dateAg: new Date(2026, 5, 12, 19, 0).toISOString(), dateCreation: '2025-01-10' }),
    );
  });

  it('asks for the file of a section with an upload, previews it and sends it with the values', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:apercu');
    URL.revokeObjectURL = jest.fn();
    const create = jest.fn().mockResolvedValue({});
    const section = fakeSection({
      key: 'photos',
      fields: [{ name: 'titre', label: 'Titre', kind: 'text' }],
      schemas: contrat(z.object({ titre: z.string() })),
      upload: { field: 'fichier', label: 'Photo', accept: 'image/jpeg', create },
    });
    render([section]);
    await screen.findByTestId('contenus-photos');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    fireEvent.change(screen.getByLabelText('Titre *'), { target: { value: 'Le toast' } });
    await submit();
    expect(within(dialog()).getByRole('alert').textContent).toBe('Ce champ est obligatoire.');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'toast.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Photo *'), { target: { files: [file] } });
    expect((screen.getByTestId('apercu-fichier') as HTMLImageElement).src).toBe('blob:apercu');
    await submit();
    expect(create).toHaveBeenCalledWith({ titre: 'Le toast' }, file);
    expect(section.create).not.toHaveBeenCalled();
  });
});
