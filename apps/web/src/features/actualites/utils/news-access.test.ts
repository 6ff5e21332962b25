import { allowedNewsType, newsAccess } from './news-access';

describe('newsAccess', () => {
  it('opens each list by its own module only', () => {
    expect(newsAccess(['page_rdv', 'mod_rdv'])).toEqual({ rdv: true, events: false });
    expect(newsAccess(['page_events'])).toEqual({ rdv: false, events: true });
    expect(newsAccess(['mod_rdv', 'mod_events', 'page_contacts'])).toEqual({ rdv: false, events: false });
  });
});

describe('allowedNewsType', () => {
  it('keeps the type asked for when the rights open it', () => {
    expect(allowedNewsType(0, { rdv: true, events: true })).toBe(0);
    expect(allowedNewsType(1, { rdv: true, events: true })).toBe(1);
  });

  it('falls back to the other list, or to none', () => {
    expect(allowedNewsType(0, { rdv: false, events: true })).toBe(1);
    expect(allowedNewsType(1, { rdv: true, events: false })).toBe(0);
    expect(allowedNewsType(0, { rdv: false, events: false })).toBeNull();
    expect(allowedNewsType(1, { rdv: false, events: false })).toBeNull();
  });
});
