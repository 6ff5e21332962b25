import { datesLabel } from './event.mapper';

describe('datesLabel (Europe/Paris)', () => {
  it('writes one day with its hours, or two days with theirs', () => {
    expect(datesLabel(new Date('2027-03-12T08:00:00Z'), new Date('2027-03-12T16:00:00Z'))).toBe('Le 12/03/2027 de 09:00 à 17:00');
    expect(datesLabel(new Date('2027-03-12T08:00:00Z'), new Date('2027-03-13T16:00:00Z'))).toBe('Du 12/03/2027 à 09:00 au 13/03/2027 à 17:00');
  });

  it('counts days in Paris near midnight UTC and across the summer time change', () => {
    expect(datesLabel(new Date('2027-06-30T22:30:00Z'), new Date('2027-06-30T23:30:00Z'))).toBe('Le 01/07/2027 de 00:30 à 01:30');
    expect(datesLabel(new Date('2027-03-28T00:30:00Z'), new Date('2027-03-28T01:30:00Z'))).toBe('Le 28/03/2027 de 01:30 à 03:30');
  });
});
