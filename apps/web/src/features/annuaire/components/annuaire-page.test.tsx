/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { AnnuaireMessages as M, type DemandeRappel, type ServiceResume } from '@portail/contracts';
import { setCodeDossierCollaborateur } from '../../../lib/api-client';
import { renderScreens } from '../../../test-utils/render';
import { dossier, droits } from '../../../test-utils/fixtures';
import { annuaireKeys } from '../api/annuaire';
import AnnuairePage from './annuaire-page';

const CODE = '100001';
const routes = [{ path: '/annuaire-services', element: <AnnuairePage /> }];
const service = (n: number, o: Partial<ServiceResume>): ServiceResume => ({
  id: `5c000000-0000-4000-8000-00000000000${n}`,
  slug: `service-${n}`,
  titre: `Service ${n}`,
  description: '',
  categories: [],
  tags: [],
  dateCreation: '2026-01-01',
  isStarred: false,
  ...o,
});
const SERVICES = [
  service(1, { titre: 'Fiscalité agricole', categories: ['Fiscalité'], tags: ['DEP'], dateCreation: '2025-06-30' }),
  service(2, { titre: 'Paie et saisonniers', categories: ['Social'], tags: ['vendanges'], dateCreation: '2026-07-01' }),
  service(3, { titre: 'Transmission d’exploitation', categories: ['Transmission'], dateCreation: '2026-03-02', isStarred: true }),
];
const DEMANDE: DemandeRappel = {
  id: '5d000000-0000-4000-8000-100001000001',
  idService: SERVICES[1]!.id,
  titreService: 'Paie et saisonniers',
  slugService: 'service-2',
  codeDossier: CODE,
  codeAgent: 'AG0103',
  conseiller: 'Marc Roussel',
  demandeur: 'Claire Martin',
  etat: 'en_cours',
  dateDemande: '2026-11-04T14:30:00Z',
  dateEtat: '2026-11-05T08:40:00Z',
  agentEtat: 'Marc Roussel',
};
const render = (services: ServiceResume[], demandes: DemandeRappel[], typeUtilisateur: 'member' | 'collab' = 'member') =>
  renderScreens(routes, {
    path: '/annuaire-services',
    droits: droits([dossier({ codeDossier: CODE, idRole: typeUtilisateur === 'member' ? 1 : null })], { typeUtilisateur }),
    prime: (client) => {
      client.setQueryData(annuaireKeys.services(CODE), services);
      client.setQueryData(annuaireKeys.rappels(CODE), demandes);
    },
  });
const titres = () => screen.getAllByTestId('service-carte').map((c) => within(c).getByRole('heading').textContent);

describe('service directory screen', () => {
  it('lists recommended services first, then the newest, and filters by search, category and tag', () => {
    render(SERVICES, [DEMANDE]);
    expect(titres()).toEqual(['Transmission d’exploitation', 'Paie et saisonniers', 'Fiscalité agricole']);
    expect(screen.getByRole('link', { name: 'Fiscalité agricole' }).getAttribute('href')).toBe('/annuaire-services/service-1');
    fireEvent.change(screen.getByLabelText('Rechercher un service'), { target: { value: 'FISCALITE' } });
    expect(titres()).toEqual(['Fiscalité agricole']);
    fireEvent.change(screen.getByLabelText('Rechercher un service'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Social' }));
    expect(titres()).toEqual(['Paie et saisonniers']);
    fireEvent.click(screen.getByRole('button', { name: 'Social' }));
    fireEvent.change(screen.getByLabelText('Mot-clé'), { target: { value: 'DEP' } });
    expect(titres()).toEqual(['Fiscalité agricole']);
    fireEvent.change(screen.getByLabelText('Rechercher un service'), { target: { value: 'zzz' } });
    expect(screen.getByTestId('liste-vide').textContent).toBe(M.aucunResultat);
  });

  it('shows the member the state badge of each request, staff a select to change it', () => {
    const { unmount } = render(SERVICES, [DEMANDE]);
    const demande = screen.getByTestId('demande-rappel');
    expect(demande.textContent).toContain('En cours');
    expect(demande.textContent).toContain('Demandé le 04/11/2026 à 15:30 par Claire Martin, à rappeler par Marc Roussel');
    expect(within(demande).queryByRole('combobox')).toBeNull();
    unmount();
    setCodeDossierCollaborateur(CODE);
    render(SERVICES, [DEMANDE], 'collab');
    setCodeDossierCollaborateur(null);
    const select = within(screen.getByTestId('demande-rappel')).getByLabelText('État de la demande') as HTMLSelectElement;
    expect(select.value).toBe('en_cours');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Non contacté', 'En cours', 'Contacté']);
  });

  it('shows the empty texts', () => {
    render([], []);
    expect(screen.getAllByTestId('liste-vide').map((e) => e.textContent)).toEqual([M.vide, M.aucuneDemande]);
  });
});
