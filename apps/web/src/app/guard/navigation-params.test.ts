import { navigationWrites } from './navigation-params';

describe('navigationWrites', () => {
  it('stores a codeDossier route parameter as the wanted dossier', () => {
    expect(navigationWrites({ codeDossier: '123456' }, '')).toEqual({ wantedCodeDossier: '123456' });
  });

  it('stores redirectTo from the route parameter or the query', () => {
    expect(navigationWrites({ codeDossier: '123456', redirectTo: 'ag' }, '')).toEqual({
      wantedCodeDossier: '123456',
      redirectTo: 'ag',
    });
    expect(navigationWrites({}, '?redirectTo=carto')).toEqual({ redirectTo: 'carto' });
    expect(navigationWrites({ redirectTo: 'ag' }, '?redirectTo=carto')).toEqual({ redirectTo: 'ag' });
  });

  it('writes nothing when there is nothing to remember', () => {
    expect(navigationWrites({}, '')).toEqual({});
    expect(navigationWrites({ codeDossier: '  ' }, '?redirectTo=')).toEqual({});
  });
});
