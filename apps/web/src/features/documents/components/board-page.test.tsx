/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { BoardNode, GedDocument } from '@portail/contracts';
import { renderScreens } from '../../../test-utils/render';
import { droits } from '../../../test-utils/fixtures';
import { gedKeys } from '../api/documents-keys';
import BoardPage from './board-page';

const ESPACE = '0e000000-0000-4000-8000-000000000001';
const PV = '0e000000-0000-4000-8000-000000000011';
const TREE: BoardNode[] = [{ _id: ESPACE, uuid: ESPACE, title: "Conseil d'administration", color: null, icon: null, text: null, nodes: [] }];
const MINUTE: GedDocument = {
  id: PV,
  name: 'PV CA 15-09-2026.pdf',
  type: 'document',
  extension: 'pdf',
  urlWebdav: `/api/documents/ged/administration/documents/download/${PV}`,
  urlPreview: `/api/documents/ged/administration/documents/preview/${PV}/{page}`,
  nbPages: 2,
  estSiteInternet: false,
  taille: 40_960,
  dateCreation: '2026-09-22T09:00:00.000Z',
  dateModification: '2026-09-22T09:00:00.000Z',
  millesime: null,
  codeGED: 'conseil_administration',
  nomFournisseur: null,
  dateFacture: null,
  numeroFacture: null,
  totalTTC: null,
  typeFacture: null,
  typeFichier: null,
};

describe('/ged-administration/{workspace}', () => {
  it('previews a board minute like the dossiers’ documents, its pages on the board’s preview route', async () => {
    renderScreens([{ path: '/ged-administration/:workspace?', element: <BoardPage /> }], {
      path: `/ged-administration/${ESPACE}`,
      droits: droits([]),
      prime: (client) => {
        client.setQueryData(gedKeys.board, TREE);
        client.setQueryData(gedKeys.list('conseil', { kind: 'board', x: ESPACE }, undefined), {
          pages: [{ data: [MINUTE], page: 0, size: 20, total: 1 }],
          pageParams: [0],
        });
      },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `Voir ${MINUTE.name}` }));
    });
    const viewer = screen.getByTestId('dialogue-visionneuse');
    expect(within(viewer).getByTestId('visionneuse-page').textContent).toBe('Page 1 sur 2');
    expect(within(viewer).getByTestId('visionneuse-image').getAttribute('src')).toBe(`/api/documents/ged/administration/documents/preview/${PV}/1`);
    expect(within(viewer).getByRole('link', { name: 'Télécharger' }).getAttribute('href')).toBe(MINUTE.urlWebdav);
  });
});
