import { ENTITES_SERVICE_MAIL_CARTE, ENTITES_SERVICE_MAIL_NAV } from './modules';

describe('mail-service entity codes (spec 01 §6, spec 02 §6)', () => {
  it('card: exactly 0001, 0015, 0004, 0005, 0010, 0011, 0007, 0042', () => {
    expect([...ENTITES_SERVICE_MAIL_CARTE].sort()).toEqual(['0001', '0004', '0005', '0007', '0010', '0011', '0015', '0042']);
  });

  it('navigation link: exactly 0001, 0003, 0004, 0005, 0007, 0010, 0011, 0015, 0016, 0042', () => {
    expect([...ENTITES_SERVICE_MAIL_NAV].sort()).toEqual(['0001', '0003', '0004', '0005', '0007', '0010', '0011', '0015', '0016', '0042']);
  });

  it('the link adds 0003 and 0016 to the card list', () => {
    expect(ENTITES_SERVICE_MAIL_NAV.filter((code) => !ENTITES_SERVICE_MAIL_CARTE.includes(code)).sort()).toEqual(['0003', '0016']);
    expect(ENTITES_SERVICE_MAIL_CARTE.every((code) => ENTITES_SERVICE_MAIL_NAV.includes(code))).toBe(true);
  });
});
