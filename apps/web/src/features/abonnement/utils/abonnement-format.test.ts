import { masquerIban } from '@portail/contracts';
import { formatCents, iconeEtat, libelleModeReglement, totalCotisation } from './abonnement-format';

describe('billing formats', () => {
  it('formats cents as French euros', () => {
    expect(formatCents(123456)).toBe('1 234,56 €');
    expect(formatCents(5)).toBe('0,05 €');
    expect(formatCents(0)).toBe('0,00 €');
    expect(formatCents(null)).toBe('-');
  });

  it('maps the invoice states of spec 02 §4 to their icon', () => {
    for (const etat of ['Facturée', 'Archivée', 'Emis', 'Réglée'] as const) expect(iconeEtat(etat)).toBe('fait');
    for (const etat of ['A facturer', 'A prélever'] as const) expect(iconeEtat(etat)).toBe('attente');
  });

  it('names the payment modes and sums the subscription', () => {
    expect(libelleModeReglement('PRELEVEMENT')).toBe('Prélèvement');
    expect(libelleModeReglement('CHEQUE')).toBe('Chèque');
    expect(totalCotisation({ cotisation: 18_000, compta: 240_000, conseil: 90_000, juridique: 45_000 })).toBe(393_000);
  });

  it('masks an IBAN as the page shows it', () => {
    expect(masquerIban('fr76 3000 6000 0112 3456 7890 189')).toBe('FR76 •••• •••• •••• •••• ••90 189');
  });
});
