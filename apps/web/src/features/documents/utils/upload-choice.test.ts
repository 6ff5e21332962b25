import { parseUploadType, typeFichierOf, uploadChoices, uploadDestination } from './upload-choice';

const BOTH = ['mod_documents', 'mod_factures'];

describe('upload choice (spec 02 §4)', () => {
  it('offers a document always, an invoice only with non_cder_particulier, payroll only with a payroll manager', () => {
    expect(uploadChoices({ modules: BOTH, hasPayrollManager: false })).toEqual(['document']);
    expect(uploadChoices({ modules: [...BOTH, 'non_cder_particulier'], hasPayrollManager: false })).toEqual(['document', 'invoice']);
    expect(uploadChoices({ modules: [...BOTH, 'non_cder_particulier'], hasPayrollManager: true })).toEqual(['document', 'invoice', 'pay']);
  });

  it('needs the store’s module: mod_factures for invoices, mod_documents for the others', () => {
    expect(uploadChoices({ modules: ['mod_documents', 'non_cder_particulier'], hasPayrollManager: true })).toEqual(['document', 'pay']);
    expect(uploadChoices({ modules: ['mod_factures', 'non_cder_particulier'], hasPayrollManager: true })).toEqual(['invoice']);
  });

  it('sends pay without payroll manager home, an unknown or closed type to the choice', () => {
    const context = { modules: BOTH, hasPayrollManager: false };
    expect(uploadDestination('pay', context)).toBe('accueil');
    expect(uploadDestination('invoice', context)).toBe('choix');
    expect(uploadDestination(null, context)).toBe('choix');
    expect(uploadDestination('document', context)).toBe('formulaire');
    expect(uploadDestination('pay', { ...context, hasPayrollManager: true })).toBe('formulaire');
  });

  it('reads ?type= and maps it to the typeFichier sent', () => {
    expect(parseUploadType('invoice')).toBe('invoice');
    expect(parseUploadType('facture')).toBeNull();
    expect([typeFichierOf('invoice'), typeFichierOf('pay'), typeFichierOf('document')]).toEqual(['FACTURES', 'PAIE', 'AUTRESDOCS']);
  });
});
