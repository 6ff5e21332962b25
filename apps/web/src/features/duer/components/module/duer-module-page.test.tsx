/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { DuerMessages, type HistoriqueModule } from '@portail/contracts';
import { closeErrorDialog } from '../../../../lib/error-dialog';
import { DROITS_ADHERENT, badges, carte, module, renderModule, risque } from './duer-module-page.fixtures';

describe('/outils/duer/:idDuer/:idCategorie/:idModule: what it shows', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    sessionStorage.clear();
  });
  afterEach(() => act(() => closeErrorDialog()));

  it('shows title, module, operations in order and the next step', () => {
    renderModule(module(1, [risque(1)]));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Duer 2030 - Atelier');
    expect(screen.getAllByRole('heading', { level: 2 })[0]!.textContent).toBe('Soudure');
    expect(screen.getAllByTestId('groupe').map((g) => within(g).getAllByRole('button')[0].textContent)).toEqual(['Préparation', 'Nettoyage']);
    expect(screen.getByRole('link', { name: 'Aller à : Etape 2/5 - Meulage' }).getAttribute('href')).toBe('/outils/duer/1/2/4');
    expect(screen.getByRole('link', { name: 'Annexes du module' }).getAttribute('href')).toMatch(/^\/outils\/duer\/modules\/annexes\/\d+\/\d+\?idDuer=1$/);
    expect(screen.queryByTestId('modifications-en-attente')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enregistrer les modifications' })).toBeNull();
  });

  it('hides the next step on the last module and collapses an operation', () => {
    renderModule(module(1, [risque(1)], { suivant: null }));
    expect(screen.queryByRole('link', { name: /Aller à/ })).toBeNull();
    const bascule = screen.getByRole('button', { name: 'Préparation' });
    expect(bascule.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(bascule);
    expect(bascule.getAttribute('aria-expanded')).toBe('false');
  });

  it('colours the badge by level in the new method (3/6/14)', () => {
    renderModule(
      module(1, [
        risque(1, { gravite: 1, frequence: 3 }),
        risque(2, { gravite: 2, frequence: 3 }),
        risque(3, { gravite: 3, frequence: 4 }),
        risque(4, { gravite: 5, frequence: 3 }),
        risque(5),
      ]),
    );
    expect(badges()).toEqual([
      ['3 - Faible', 'Faible'],
      ['6 - À surveiller', 'À surveiller'],
      ['12 - Important', 'Important'],
      ['15 - Préoccupant', 'Préoccupant'],
      ['Non initialisé', 'Non initialisé'],
    ]);
    expect(within(carte('Risque 1')).queryByLabelText(/Maîtrise/)).toBeNull();
    expect(screen.getAllByTestId('badge-risque')[0].className).toContain('duer-badge--faible');
  });

  it('scores the old method with maîtrise and real values (2/9/20)', () => {
    renderModule(
      module(0, [
        risque(1, { gravite: 1, frequence: 2, maitrise: 1 }),
        risque(2, { gravite: 3, frequence: 2, maitrise: 1.5 }),
        risque(3, { gravite: 7, frequence: 3, maitrise: 0.5 }),
        risque(4, { gravite: 10, frequence: 4, maitrise: 1 }),
        risque(5, { gravite: 1, frequence: 3, maitrise: 0.1 }),
      ]),
    );
    expect(badges().map(([t]) => t)).toEqual(['2 - Faible', '9 - À surveiller', '10,5 - Important', '40 - Préoccupant', '0,3 - Faible']);
    const gravite = within(carte('Risque 3')).getByLabelText('Gravité : 7') as HTMLInputElement;
    expect([gravite.type, gravite.min, gravite.max, gravite.value]).toEqual(['range', '1', '4', '3']);
    expect((within(carte('Risque 3')).getByLabelText('Maîtrise : 0,5') as HTMLInputElement).value).toBe('2');
  });

  it('rates a risk not initialised by its badge, then pends the change', () => {
    renderModule(module(1, [risque(1)]));
    fireEvent.click(screen.getByRole('button', { name: 'Non initialisé' }));
    expect(badges()).toEqual([['1 - Faible', 'Faible']]);
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe("Des modifications n'ont pas été enregistrées");
    expect((screen.getByRole('button', { name: 'Enregistrer les modifications' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sets the other null ratings when one slider moves (old method: sends real values)', () => {
    renderModule(module(0, [risque(1)]));
    fireEvent.change(screen.getByLabelText('Gravité : non renseignée'), { target: { value: '3' } });
    expect(['Gravité : 7', 'Fréquence : 1', 'Maîtrise : 0,1'].map((label) => (screen.getByLabelText(label) as HTMLInputElement).value)).toEqual([
      '3',
      '1',
      '1',
    ]);
    expect(badges()).toEqual([['0,7 - Faible', 'Faible']]);
  });

  it('shows the field history to advisers only', async () => {
    const historique: HistoriqueModule = {
      historiqueCollaborateur: [{ idLigne: 1, colonnes: [{ nomColonne: 'gravite', donnees: [{ dateModification: '2026-03-15T09:30:00Z', valeur: '4' }] }] }],
      historiqueAdherent: [{ idLigne: 1, colonnes: [{ nomColonne: 'gravite', donnees: [{ dateModification: '2026-02-01T08:00:00Z', valeur: '2' }] }] }],
    };
    const data = module(1, [risque(1, { gravite: 4, frequence: 1 })]);
    renderModule({ ...data, droits: { ...DROITS_ADHERENT, estCollaborateur: true } }, { historique });
    fireEvent.click(screen.getByRole('button', { name: 'Historique : Gravité' }));
    const dialog = await screen.findByTestId('dialogue-historique');
    expect(within(within(dialog).getByRole('region', { name: 'Collaborateur' })).getByRole('listitem').textContent).toBe('15/03/2026 à 10:30 : 4');
    expect(within(within(dialog).getByRole('region', { name: 'Adhérent' })).getByRole('listitem').textContent).toBe('01/02/2026 à 09:00 : 2');
  });

  it('has no history button for members', () => {
    renderModule(module(1, [risque(1)]));
    expect(screen.queryByRole('button', { name: /Historique/ })).toBeNull();
  });

  it('disables fields and hides structural actions without rights', () => {
    const data = module(1, [risque(1)]);
    renderModule({ ...data, droits: { ...DROITS_ADHERENT, droitModifs: false, droitCreation: false } });
    expect((screen.getByLabelText('Gravité : non renseignée') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Mesures existantes') as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Actif' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Non initialisé' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Supprimer le risque/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Renommer/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Monter l’opération/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Monter le risque|Descendre le risque/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter un risque' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter une remarque sur le module' })).toBeNull();
  });

  it('hides the detail of an inactive risk', () => {
    renderModule(module(1, [risque(1)]));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Actif' }));
    expect(screen.queryByLabelText('Mesures existantes')).toBeNull();
    expect(screen.getByTestId('modifications-en-attente').textContent).toBe(DuerMessages.quitter);
  });

  it('offers operations of other DUERs to advisers only', async () => {
    renderModule(module(1, [risque(1)]));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un risque' }));
    const dialog = await screen.findByTestId('dialogue-ajout');
    expect(within(dialog).queryByRole('radio', { name: 'Opération d’un autre DUER' })).toBeNull();
  });
});
