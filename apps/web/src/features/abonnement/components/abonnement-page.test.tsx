/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import type { AbonnementDossier } from '@portail/contracts';
import { setCodeDossierCollaborateur } from '../../../lib/api-client';
import { renderScreens } from '../../../test-utils/render';
import { dossier, droits } from '../../../test-utils/fixtures';
import { abonnementKeys } from '../api/get-abonnement';
import AbonnementPage from './abonnement-page';

const CODE = '100001';
const routes = [{ path: '/abonnement-dossier', element: <AbonnementPage /> }];
const MODULES = ['mod_abo_dossier', 'page_abo_dossier'];

const abonnement = (overrides: Partial<AbonnementDossier> = {}): AbonnementDossier => ({
  codeDossier: CODE,
  parametresDossier: {
    receptionCderInfo: '1',
    receptionFactureElectronique: true,
    emailPlateformeFacturation: 'tilleuls@chorus-pro.gouv.fr',
    modeReglement: 'PRELEVEMENT',
    estPrelevementAuto: true,
  },
  cotisationMillesime: { millesime: 2026, cotisation: 18_000, compta: 240_000, conseil: 90_000, juridique: 45_000 },
  creanceEnCours: { total: 123_456, plus90Jours: 40_000 },
  factures: [
    {
      id: '5a000000-0000-4000-8000-100001000002',
      libelle: 'Abonnement novembre 2026',
      dateFacture: '2026-11-05',
      numeroFacture: 'FA-202611-100001',
      etat: 'A facturer',
      montant: 32_750,
      lienConsultationGed: null,
    },
    {
      id: '5a000000-0000-4000-8000-100001000001',
      libelle: 'Abonnement octobre 2026',
      dateFacture: '2026-10-05',
      numeroFacture: 'FA-202610-100001',
      etat: 'Réglée',
      montant: 132_750,
      lienConsultationGed: '/api/documents/ged/download/5b000000-0000-4000-8000-100001000001',
    },
  ],
  mandat: {
    reference: 'MDT-100001-0001',
    titulaire: 'GAEC des Tilleuls',
    ibanMasque: 'FR76 •••• •••• •••• •••• ••90 189',
    bic: 'AGRIFRPP851',
    dateSignature: '2026-01-12',
  },
  ...overrides,
});

function render(codeEntite: string, data: AbonnementDossier, typeUtilisateur: 'member' | 'collab' = 'member') {
  renderScreens(routes, {
    path: '/abonnement-dossier',
    droits: droits([dossier({ codeDossier: CODE, codeEntite, modules: MODULES })], { typeUtilisateur }),
    prime: (client) => client.setQueryData(abonnementKeys.detail(CODE), data),
  });
}

describe('Ma facturation', () => {
  it('shows the subscription, the balance with the part over 90 days, the invoices with state and amount in French', () => {
    render('0001', abonnement());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ma facturation');
    expect(screen.getByTestId('cotisation').textContent).toContain('2 400,00 €');
    expect(screen.getByTestId('cotisation').textContent).toContain('3 930,00 €');
    expect(screen.getByTestId('creance').textContent).toContain('1 234,56 €');
    expect(screen.getByTestId('creance').textContent).toContain('400,00 €');
    const [pending, paid] = screen.getAllByTestId('facture-abonnement');
    expect(pending.textContent).toContain('05/11/2026');
    expect(pending.textContent).toContain('A facturer');
    expect(pending.querySelector('.etat-facture--attente')).not.toBeNull();
    expect(within(pending).queryByRole('link')).toBeNull();
    expect(paid.textContent).toContain('1 327,50 €');
    expect(paid.querySelector('.etat-facture--fait')).not.toBeNull();
    expect(within(paid).getByRole('link', { name: 'Télécharger la facture FA-202610-100001' }).getAttribute('href')).toBe(
      '/api/documents/ged/download/5b000000-0000-4000-8000-100001000001',
    );
    expect(screen.getByTestId('iban-masque').textContent).toBe('FR76 •••• •••• •••• •••• ••90 189');
  });

  it('disables the platform address when it is on a platform domain', () => {
    render('0001', abonnement());
    const input = screen.getByLabelText('Adresse de la plateforme de facturation') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(input.value).toBe('tilleuls@chorus-pro.gouv.fr');
  });

  it('keeps the address editable otherwise', () => {
    render('0001', abonnement({ parametresDossier: { ...abonnement().parametresDossier, emailPlateformeFacturation: 'factures@tilleuls.fr' } }));
    expect((screen.getByLabelText('Adresse de la plateforme de facturation') as HTMLInputElement).disabled).toBe(false);
  });

  it('hides the invoices box from an individual customer (0016)', () => {
    render('0016', abonnement());
    expect(screen.queryByRole('heading', { name: 'Mes factures' })).toBeNull();
    expect(screen.queryAllByTestId('facture-abonnement')).toHaveLength(0);
    expect(screen.getByTestId('cotisation').textContent).toContain('2 400,00 €');
  });

  it('speaks to the member of their own billing, to staff of the dossier’s (issue 29)', () => {
    render('0001', abonnement({ mandat: null }));
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Mon abonnement 2026', 'Mes factures', 'Mes paramètres de facturation', 'Saisir mon mandat']),
    );
  });

  it('gives staff a neutral wording (issue 29)', () => {
    setCodeDossierCollaborateur(CODE);
    render('0001', abonnement({ mandat: null }), 'collab');
    setCodeDossierCollaborateur(null);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Abonnement 2026', 'Factures', 'Paramètres de facturation', 'Saisir le mandat']),
    );
    expect(within(screen.getByRole('table', { name: 'Factures' })).getAllByTestId('facture-abonnement')).toHaveLength(2);
    expect(document.body.textContent).not.toMatch(/\b(Mes|Mon|mon) /);
  });
});
