/** @jest-environment jsdom */
import { downloadUrl, showInTab } from './document-download';

describe('document download', () => {
  it('takes the address the api gives, else the document route', () => {
    expect(downloadUrl({ id: 'a1', urlWebdav: '/api/ag/pv/3' })).toBe('/api/ag/pv/3');
    expect(downloadUrl({ id: 'a1', urlWebdav: 'https://webdav.example/a1.pdf' })).toBe('/api/documents/ged/download/a1');
  });

  it('shows a fetched file in the tab opened for it', () => {
    const { createObjectURL } = URL;
    const file = new Blob(['%PDF-'], { type: 'application/pdf' });
    URL.createObjectURL = jest.fn(() => 'blob:apercu');
    const tab = { location: { href: 'about:blank' } } as unknown as Window;
    try {
      showInTab(tab, file);
      expect([tab.location.href, jest.mocked(URL.createObjectURL).mock.calls]).toEqual(['blob:apercu', [[file]]]);
    } finally {
      URL.createObjectURL = createObjectURL;
    }
  });
});
