import { RDV_REASON_MAX_LENGTH } from '@portail/contracts';

/** The live counter under the reason field; it counts what the schema checks (the trimmed text). */
export function reasonCounter(value: string | undefined): { text: string; over: boolean } {
  const length = (value ?? '').trim().length;
  return { text: `${length} / ${RDV_REASON_MAX_LENGTH} caractères`, over: length > RDV_REASON_MAX_LENGTH };
}
