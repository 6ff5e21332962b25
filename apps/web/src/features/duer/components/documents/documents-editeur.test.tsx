/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DuerMessages as M } from '@portail/contracts';
import { SelectedDossierProvider } from '../../../../lib/dossiers/selected-dossier';
import { dossier, droits } from '../../../../test-utils/fixtures';
import { DROITS_TOUS, duer } from '../../test/fixtures';
import { SupprimerBouton } from './document-boutons';
import { DocumentsEditeur } from './documents-editeur';
import type { DocumentsActions, DocumentsData, DocumentsKind, Suites } from './documents-kind';

type Ligne = { id: number; toDelete: boolean; nom: string };
type Data = DocumentsData & { documents: Ligne[] };

/** A kind whose calls answer at once, as `reponse` says. */
function kindEssai(reponse: 'ok' | 'echec') {
  const repondre = (suites: Suites) => (reponse === 'ok' ? suites.onSuccess() : suites.onError(new Error('réseau')));
  const actions: DocumentsActions<Ligne> = {
    occupe: false,
    enregistrer: jest.fn((_lignes: Ligne[], suites: Suites) => repondre(suites)),
    creer: jest.fn(),
    lier: jest.fn((_id: number, suites: Suites) => suites.onSuccess()),
    remplacer: jest.fn(),
  };
  const kind: DocumentsKind<Data, Ligne> = {
    testId: 'documents-essai',
    libelles: {
      ajouter: 'Ajouter un document',
      ajoutTitre: 'Ajout d’un document',
      creer: 'Créer un document',
      existant: 'Ajouter un document existant',
      disponibles: 'Documents disponibles',
      supprimer: 'Supprimer le document',
      conserver: 'Conserver le document',
    },
    messages: { creation: 'Création impossible', confirmerSuppression: 'Supprimer ce document ?' },
    edition: (data) => data.documents,
    enAttente: (lignes) => lignes.some((l) => l.toDelete),
    creation: () => false,
    useActions: () => actions,
    useDisponibles: () => [{ id: 4, nom: 'Plan de prévention' }],
  };
  return { kind, actions };
}

const DATA: Data = { duer: duer(7, 2026), droits: DROITS_TOUS, documents: [{ id: 1, toDelete: false, nom: 'Registre' }] };

function renderEditeur(kind: DocumentsKind<Data, Ligne>) {
  const element = (
    <DocumentsEditeur
      kind={kind}
      portee={{ idDuer: 7, idDuerModule: null }}
      data={DATA}
      retour={{ to: '/outils/duer/7', label: 'Retour au DUER 2026' }}
      titre="Documents"
    >
      {({ lignes, supprimer }) => lignes.filter((l) => !l.toDelete).map((l) => <SupprimerBouton key={l.id} nom={l.nom} onClick={() => supprimer(l.id)} />)}
    </DocumentsEditeur>
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SelectedDossierProvider droits={droits([dossier({ codeDossier: '010001', modules: ['tool_duer'] })])}>
        <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
      </SelectedDossierProvider>
    </QueryClientProvider>,
  );
}

const supprimerRegistre = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Supprimer Registre' }));
  fireEvent.click(within(screen.getByTestId('dialogue-confirmation')).getByRole('button', { name: 'Supprimer le document' }));
};
const ajouterPlan = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Ajouter un document' }));
  const dialog = screen.getByTestId('dialogue-ajout-document');
  fireEvent.change(within(dialog).getByLabelText('Documents disponibles'), { target: { value: '4' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
};

describe('DocumentsEditeur', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the back link and the title, and links an existing document at once when nothing is staged', () => {
    const { kind, actions } = kindEssai('ok');
    renderEditeur(kind);
    expect(screen.getByTestId('documents-essai').querySelector('.duer__retour')?.textContent).toBe('← Retour au DUER 2026');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Documents');
    ajouterPlan();
    expect(actions.enregistrer).not.toHaveBeenCalled();
    expect(actions.lier).toHaveBeenCalledWith(4, expect.anything());
    expect(screen.queryByTestId('dialogue-ajout-document')).toBeNull();
  });

  it('saves a staged deletion before the addition', () => {
    const { kind, actions } = kindEssai('ok');
    renderEditeur(kind);
    supprimerRegistre();
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe(M.quitter);
    ajouterPlan();
    expect(actions.enregistrer).toHaveBeenCalledWith([{ id: 1, toDelete: true, nom: 'Registre' }], expect.anything());
    expect(actions.lier).toHaveBeenCalledTimes(1);
  });

  it('a failed save keeps the changes staged and adds nothing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { kind, actions } = kindEssai('echec');
    renderEditeur(kind);
    supprimerRegistre();
    ajouterPlan();
    expect(actions.lier).not.toHaveBeenCalled();
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe(M.quitter);
    expect(within(screen.getByTestId('dialogue-ajout-document')).getByRole('heading').textContent).toBe('Ajout d’un document');
  });
});
