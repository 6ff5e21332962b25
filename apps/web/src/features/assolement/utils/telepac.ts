import { TelepacMessages } from '@portail/contracts';
import { isApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';

/** The file's bytes in base64: the api decodes them with the encoding the XML prolog declares (ISO-8859-1 files keep their accents). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('Lecture du fichier impossible'));
    reader.readAsDataURL(file);
  });
}

/** A Telepac area, two decimals as in the file: '10,63 ha'. */
export const formatSurfaceTelepac = (value: number) => formatNumber(value, { precision: 2, unit: 'ha' });

const pluriel = (n: number, mot: string) => `${n} ${mot}${n > 1 ? 's' : ''}`;

/** '3 cultures ajoutées et 1 surface remplacée.': the crops already in the year had their surface replaced or increased, as chosen. */
export function resultatTelepac(ajoutees: number, modifiees: number, mode: 'remplacer' | 'ajouter'): string {
  const parts = [];
  if (ajoutees) parts.push(`${pluriel(ajoutees, 'culture')} ajoutée${ajoutees > 1 ? 's' : ''}`);
  if (modifiees) parts.push(`${pluriel(modifiees, 'surface')} ${mode === 'remplacer' ? 'remplacée' : 'augmentée'}${modifiees > 1 ? 's' : ''}`);
  return `Import Telepac : ${parts.join(' et ') || 'aucune culture modifiée'}.`;
}

/** The dialog's error: the server's message and its reason (first issue), or the spec's message. */
export function erreurTelepac(error: unknown): { message: string; detail: string | null } {
  if (isApiError(error) && error.displayable) {
    const detail = error.issues?.[0]?.message;
    return { message: error.message, detail: detail && detail !== error.message ? detail : null };
  }
  return { message: TelepacMessages.illisible, detail: null };
}
