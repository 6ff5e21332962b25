import { readableLabel } from './summary-pdf';

describe('the labels of the export’s PDF summary', () => {
  it('turns the JSON keys into French words with their accents', () => {
    expect(readableLabel('codeDossier')).toBe('Code dossier');
    expect(readableLabel('creeLe')).toBe('Créée le');
    expect(readableLabel('etat')).toBe('État');
    expect(readableLabel('memoriseJusquA')).toBe('Mémorisé jusqu’à');
    expect(readableLabel('dateInscription')).toBe('Date inscription');
    expect(readableLabel('mailAChaqueNotification')).toBe('Mail à chaque notification');
    expect(readableLabel('adresseIp')).toBe('Adresse IP');
  });
});
