import { PAYS_PAR_DEFAUT, type Communication, type CommunicationInput, type Modification } from '@portail/contracts';
import { formatDateTime } from '../../../lib/format';

export const PHONE_MAX_LENGTH = 10;

/** Phone fields accept digits only, 10 at most (spec 02 §5). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_MAX_LENGTH);
}

/** Form values of one dossier: empty strings for empty fields, France when no prefix is set. */
export function toFormValues(c: Pick<Communication, keyof CommunicationInput>): CommunicationInput {
  return {
    telephone: c.telephone ?? '',
    indicatifTelephone: c.indicatifTelephone ?? PAYS_PAR_DEFAUT,
    portable: c.portable ?? '',
    indicatifPortable: c.indicatifPortable ?? PAYS_PAR_DEFAUT,
    emailPrincipal: c.emailPrincipal ?? '',
    emailFacturation: c.emailFacturation ?? '',
  };
}

/** 'Modifié le 14/09/2026 à 10:30 par Claire Martin', or by a collaborator of the firm. */
export function modificationLabel(m: Modification | null, entityName: string): string | null {
  if (!m) return null;
  const who = m.userModification ?? (m.agentModification ? `${m.agentModification} (${entityName})` : null);
  return `Modifié le ${formatDateTime(m.dateModification)}${who ? ` par ${who}` : ''}`;
}
