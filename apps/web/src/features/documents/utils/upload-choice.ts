import { UPLOAD_TYPES, type TypeFichier } from '@portail/contracts';

export type UploadType = keyof typeof UPLOAD_TYPES;
const UPLOAD_TYPE_ORDER: UploadType[] = ['document', 'invoice', 'pay'];

export const UPLOAD_TITLES: Record<UploadType, string> = {
  invoice: 'Déposer une facture',
  pay: 'Déposer un document paie',
  document: 'Déposer un document',
};

export const UPLOAD_LABELS: Record<UploadType, { titre: string; aide: string }> = {
  document: { titre: 'Un document', aide: 'Relevés, contrats, courriers… à transmettre au cabinet.' },
  invoice: { titre: 'Une facture', aide: 'Factures d’achat ou de vente à comptabiliser.' },
  pay: { titre: 'Un document paie', aide: 'Éléments de paie à transmettre au gestionnaire paie.' },
};

interface UploadChoiceContext {
  /** Modules of the selected dossier (with the user's own). */
  modules: readonly string[];
  /** A contact of the dossier has the function 'Gestionnaire Paie' (hasGestionnairePaieRoute). */
  hasPayrollManager: boolean;
}

export const typeFichierOf = (type: UploadType): TypeFichier => UPLOAD_TYPES[type];

export function parseUploadType(raw: string | null | undefined): UploadType | null {
  return raw === 'invoice' || raw === 'pay' || raw === 'document' ? raw : null;
}

/**
 * Upload choice of spec 02 §4: a document always, an invoice only for a dossier that is not a private
 * individual's (non_cder_particulier), payroll only when the dossier has a payroll manager. The upload
 * route also needs the store's module: mod_factures for invoices, mod_documents for the others.
 */
export function uploadChoices({ modules, hasPayrollManager }: UploadChoiceContext): UploadType[] {
  const has = (m: string) => modules.includes(m);
  return UPLOAD_TYPE_ORDER.filter((type) => {
    if (type === 'invoice') return has('non_cder_particulier') && has('mod_factures');
    if (type === 'pay') return hasPayrollManager && has('mod_documents');
    return has('mod_documents');
  });
}

/** Where an upload screen of that type goes: the form, home (pay without payroll manager), or the choice. */
export function uploadDestination(type: UploadType | null, context: UploadChoiceContext): 'formulaire' | 'accueil' | 'choix' {
  if (type === null) return 'choix';
  if (uploadChoices(context).includes(type)) return 'formulaire';
  return type === 'pay' ? 'accueil' : 'choix';
}
