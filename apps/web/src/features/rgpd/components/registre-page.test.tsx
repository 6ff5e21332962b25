/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import type { Registre } from '@portail/contracts';
import { droits } from '../../../test-utils/fixtures';
import { renderScreens } from '../../../test-utils/render';
import { rgpdKeys } from '../api/rgpd-keys';
import RegistrePage from './registre-page';

const REGISTRE: Registre = {
  responsable: 'Cabinet Exemple, 1 rue de la Paix, 51100 Reims',
  genereLe: '2026-11-29T08:00:00Z',
  traitements: [
    {
      key: 'factures',
      donnees: 'Factures et pièces comptables',
      finalite: 'Facturation des prestations',
      baseLegale: 'Obligation légale (Code de commerce, art. L123-22)',
      duree: '10 ans',
      aLEffacement: 'conserve',
      personnes: 'Adhérents',
      destinataires: 'Cabinet, expert-comptable',
      derniereExecution: { executeLe: '2026-11-28T02:00:00Z', supprimes: 4 },
    },
    {
      key: 'journal',
      donnees: 'Journal des connexions',
      finalite: 'Sécurité des comptes',
      baseLegale: 'Intérêt légitime',
      duree: '1 an',
      aLEffacement: 'supprime',
      personnes: 'Adhérents et collaborateurs',
      destinataires: 'Cabinet',
      derniereExecution: null,
    },
  ],
};

function open() {
  renderScreens([{ path: '/rgpd/registre', element: <RegistrePage /> }], {
    path: '/rgpd/registre',
    droits: droits([], { typeUtilisateur: 'collab' }),
    prime: (client) => client.setQueryData(rgpdKeys.registre, REGISTRE),
  });
}

describe('/rgpd/registre (issue 33 §3, staff)', () => {
  it('shows the controller, the date, and each processing with its legal basis and retention', () => {
    open();
    expect(screen.getByText(/Responsable du traitement : Cabinet Exemple/).textContent).toContain('Généré le 29/11/2026 à 09:00');
    const blocks = screen.getAllByTestId('traitement');
    expect(blocks.map((b) => within(b).getByRole('heading').textContent)).toEqual(['Factures et pièces comptables', 'Journal des connexions']);
    const fields = (b: HTMLElement) => Object.fromEntries([...b.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(fields(blocks[0]!)).toEqual({
      Finalité: 'Facturation des prestations',
      'Base légale': 'Obligation légale (Code de commerce, art. L123-22)',
      'Durée de conservation': '10 ans',
      'À l’effacement': 'Conservé (obligation légale)',
      'Personnes concernées': 'Adhérents',
      Destinataires: 'Cabinet, expert-comptable',
      'Dernier passage de la tâche de conservation': '28/11/2026 à 03:00 — 4 élément(s) supprimé(s)',
    });
    expect(fields(blocks[1]!)).toMatchObject({
      'Base légale': 'Intérêt légitime',
      'À l’effacement': 'Supprimé',
      'Dernier passage de la tâche de conservation': '—',
    });
  });

  it('prints the page', () => {
    open();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});
