/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { type ELearning, type InterlocuteurOic, SavoirMessages } from '@portail/contracts';
import { renderScreens, setViewportWidth } from '../../../test-utils/render';
import { dossier, droits } from '../../../test-utils/fixtures';
import { oicKeys } from '../api/oic-queries';
import ElearningsPage from './elearnings-page';
import EngagementsPage from './engagements-page';
import InterlocuteursPage from './interlocuteurs-page';

const CODE = '100001';
const rights = droits([dossier({ codeDossier: CODE, modules: ['oic'] })]);
const contact = (o: Partial<InterlocuteurOic>): InterlocuteurOic => ({
  codeAgent: 'OIC01',
  prenom: 'Camille',
  nom: 'Renard',
  fonction: 'Pilote Initial Conseil',
  nomAgence: 'Agence d’Épernay',
  telephone: '03 26 52 10 01',
  mail: 'camille.renard@cabinet.exemple.fr',
  sexe: 'F',
  droitImage: true,
  photo: '/api/contacts/oic/photo/OIC01?codeDossier=100001',
  ...o,
});
const ELEARNINGS: ELearning[] = [
  { code: 'tresorerie', title: 'Piloter sa trésorerie', description: 'Un plan sur douze mois.', url: 'https://formation.exemple.fr/tresorerie' },
];

describe('Vos interlocuteurs', () => {
  const render = (list: InterlocuteurOic[]) =>
    renderScreens([{ path: '/initial-conseil/interlocuteurs', element: <InterlocuteursPage /> }], {
      path: '/initial-conseil/interlocuteurs',
      droits: rights,
      prime: (client) => {
        client.setQueryData(oicKeys.interlocuteurs(CODE), list);
        client.setQueryData(oicKeys.site(CODE), {
          adresseL1: '12 avenue de Champagne',
          adresseL2: '51200 Épernay',
          telephone: '03 26 52 10 00',
          mailPilote: 'pilote@exemple.fr',
        });
      },
    });

  it('applies the contacts’ avatar rule: the photo only with image rights, else man, assistant or woman by sex', () => {
    render([
      contact({}),
      contact({ codeAgent: 'OIC02', prenom: 'Antoine', sexe: 'M', droitImage: false, photo: null }),
      contact({ codeAgent: 'OIC03', prenom: 'Léa', sexe: 'A', droitImage: false, photo: null }),
      contact({ codeAgent: 'OIC04', prenom: 'Inès', sexe: 'X', droitImage: true, photo: null }),
    ]);
    const cards = screen.getAllByTestId('interlocuteur-oic');
    expect(cards.map((c) => c.querySelector('img')!.getAttribute('data-avatar'))).toEqual(['photo', 'homme', 'assistant', 'femme']);
    expect(cards[0]!.querySelector('img')!.getAttribute('src')).toBe('/api/contacts/oic/photo/OIC01?codeDossier=100001');
    expect(within(screen.getByTestId('site-oic')).getByRole('link', { name: 'pilote@exemple.fr' }).getAttribute('href')).toBe('mailto:pilote@exemple.fr');
  });

  it('says when there is no contact yet', () => {
    render([]);
    expect(screen.getByTestId('liste-vide').textContent).toContain(SavoirMessages.aucunInterlocuteur);
  });
});

describe('E-learnings', () => {
  const render = (list: ELearning[]) =>
    renderScreens([{ path: '/initial-conseil/e-learnings', element: <ElearningsPage /> }], {
      path: '/initial-conseil/e-learnings',
      droits: rights,
      prime: (client) => client.setQueryData(oicKeys.elearnings(CODE), list),
    });

  it('links each e-learning to its page on a wide screen', () => {
    setViewportWidth(1280);
    render(ELEARNINGS);
    expect(screen.getByRole('link', { name: 'Piloter sa trésorerie' }).getAttribute('href')).toBe('/initial-conseil/e-learnings/tresorerie');
  });

  it('on mobile, an expandable description and an Accéder link in a new tab', () => {
    setViewportWidth(400);
    render(ELEARNINGS);
    const link = screen.getByRole('link', { name: /Accéder : Piloter sa trésorerie/ });
    expect(link.getAttribute('href')).toBe('https://formation.exemple.fr/tresorerie');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Piloter sa trésorerie').tagName).toBe('SUMMARY');
  });

  it('says when there is no e-learning yet', () => {
    setViewportWidth(1280);
    render([]);
    expect(screen.getByTestId('liste-vide').textContent).toContain("Il n'y a aucun e-learning pour l'instant");
  });
});

it('lists the nine commitments', () => {
  renderScreens([{ path: '/e', element: <EngagementsPage /> }], { path: '/e', droits: rights });
  expect(within(screen.getByTestId('engagements')).getAllByRole('listitem')).toHaveLength(9);
});
