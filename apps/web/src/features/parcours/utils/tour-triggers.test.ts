/** @jest-environment jsdom */
import type { ParcoursEtape } from '@portail/contracts';
import { armStep, clickAdvanceTarget, triggerAllowed, triggerDelay } from './tour-triggers';

const step = (over: Partial<ParcoursEtape> = {}): ParcoursEtape => ({ element: '#cible', popover: { title: 'Titre' }, ...over });
const click = (selector: string) => (document.querySelector(selector) as HTMLElement).click();

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = `
    <nav id="arbre"><a id="factures" href="#f"><span id="libelle">Factures</span></a><a id="fiscal" href="#x">Fiscal</a></nav>
    <button id="ouvrir" type="button">Ouvrir</button><div id="cible"></div>`;
});
afterEach(() => jest.useRealTimers());

describe('triggerDelay', () => {
  it('is the larger of the two timeouts, each 100 ms unless given', () => {
    const t = { selector: 'a', callbackName: 'click', action: 'nextstep' } as const;
    expect(triggerDelay(t)).toBe(100);
    expect(triggerDelay({ ...t, blacklistTimeout: 400 })).toBe(400);
    expect(triggerDelay({ ...t, blacklistTimeout: 20, whitelistTimeout: 250 })).toBe(250);
    expect(triggerDelay({ ...t, blacklistTimeout: 0, whitelistTimeout: 0 })).toBe(0);
    expect(triggerDelay({ ...t, whitelistTimeout: 30 })).toBe(100);
  });
});

describe('armStep', () => {
  it('moves on after the delay when a trigger element (or a child of it) is clicked, not before', () => {
    const actions = { next: jest.fn(), destroy: jest.fn() };
    armStep(step({ triggers: [{ selector: '#arbre a', callbackName: 'click', action: 'nextstep', whitelistTimeout: 300 }] }), actions);
    click('#libelle');
    jest.advanceTimersByTime(299);
    expect(actions.next).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(actions.next).toHaveBeenCalledTimes(1);
    expect(actions.destroy).not.toHaveBeenCalled();
  });

  it('ends the tour on a destroy trigger; a click elsewhere does nothing', () => {
    const actions = { next: jest.fn(), destroy: jest.fn() };
    armStep(step({ triggers: [{ selector: '#ouvrir', callbackName: 'click', action: 'destroy' }] }), actions);
    click('#cible');
    jest.advanceTimersByTime(1000);
    expect(actions.destroy).not.toHaveBeenCalled();
    click('#ouvrir');
    jest.advanceTimersByTime(100);
    expect(actions.destroy).toHaveBeenCalledTimes(1);
  });

  it('fires only if the blacklist element is absent and the whitelist element present when the delay ends', () => {
    const actions = { next: jest.fn(), destroy: jest.fn() };
    armStep(
      step({ triggers: [{ selector: '#ouvrir', callbackName: 'click', action: 'nextstep', blacklistSelector: '.chargement', whitelistSelector: '#panneau' }] }),
      actions,
    );
    click('#ouvrir');
    jest.advanceTimersByTime(100);
    expect(actions.next).not.toHaveBeenCalled(); // no #panneau yet
    document.body.insertAdjacentHTML('beforeend', '<div id="panneau"></div><p class="chargement"></p>');
    click('#ouvrir');
    jest.advanceTimersByTime(100);
    expect(actions.next).not.toHaveBeenCalled(); // .chargement present
    document.querySelector('.chargement')!.remove();
    click('#ouvrir');
    // The lists are read when the delay ends, not at the click.
    document.body.insertAdjacentHTML('beforeend', '<p class="chargement"></p>');
    jest.advanceTimersByTime(100);
    expect(actions.next).not.toHaveBeenCalled();
    document.querySelector('.chargement')!.remove();
    click('#ouvrir');
    jest.advanceTimersByTime(100);
    expect(actions.next).toHaveBeenCalledTimes(1);
  });

  it('runs the callbacks (a click after their timeout, 100 ms by default)', () => {
    const clicked = jest.fn();
    document.querySelector('#ouvrir')!.addEventListener('click', clicked);
    document.querySelector('#fiscal')!.addEventListener('click', (e) => {
      e.preventDefault();
      clicked('fiscal');
    });
    armStep(
      step({
        callbacks: [
          { selector: '#ouvrir', callbackName: 'click' },
          { selector: '#fiscal', callbackName: 'click', timeout: 500 },
        ],
      }),
      { next: jest.fn(), destroy: jest.fn() },
    );
    jest.advanceTimersByTime(99);
    expect(clicked).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(clicked).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(400);
    expect(clicked).toHaveBeenLastCalledWith('fiscal');
  });

  it('cleanup removes the listener and cancels pending timers and callbacks', () => {
    const actions = { next: jest.fn(), destroy: jest.fn() };
    const clicked = jest.fn();
    document.querySelector('#ouvrir')!.addEventListener('click', clicked);
    const disarm = armStep(
      step({
        triggers: [{ selector: '#arbre a', callbackName: 'click', action: 'nextstep' }],
        callbacks: [{ selector: '#ouvrir', callbackName: 'click', timeout: 50 }],
      }),
      actions,
    );
    click('#factures');
    disarm();
    click('#fiscal');
    jest.advanceTimersByTime(1000);
    expect(actions.next).not.toHaveBeenCalled();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('a selector the browser refuses finds nothing instead of throwing', () => {
    const actions = { next: jest.fn(), destroy: jest.fn() };
    expect(() =>
      armStep(
        step({ triggers: [{ selector: 'a[', callbackName: 'click', action: 'nextstep' }], callbacks: [{ selector: '::bad(', callbackName: 'click' }] }),
        actions,
      ),
    ).not.toThrow();
    click('#factures');
    expect(() => jest.advanceTimersByTime(200)).not.toThrow();
    expect(actions.next).not.toHaveBeenCalled();
    expect(triggerAllowed({ selector: 'a', callbackName: 'click', action: 'nextstep', whitelistSelector: '[[' }, document)).toBe(false);
  });
});

describe('clickAdvanceTarget', () => {
  it('is the first nextstep trigger’s element, else the first trigger’s, else none', () => {
    expect(clickAdvanceTarget(step())).toBeNull();
    expect(clickAdvanceTarget(step({ triggers: [{ selector: '#arbre a', callbackName: 'click', action: 'nextstep' }] }))?.id).toBe('factures');
    expect(
      clickAdvanceTarget(
        step({
          triggers: [
            { selector: '#ouvrir', callbackName: 'click', action: 'destroy' },
            { selector: '#fiscal', callbackName: 'click', action: 'nextstep' },
          ],
        }),
      )?.id,
    ).toBe('fiscal');
    expect(clickAdvanceTarget(step({ triggers: [{ selector: '#ouvrir', callbackName: 'click', action: 'destroy' }] }))?.id).toBe('ouvrir');
  });
});
