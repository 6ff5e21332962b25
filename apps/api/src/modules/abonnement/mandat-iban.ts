import { createDecipheriv, createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { SealedSecret } from '../../common/secrets/envelope';
import type { SecretSealer } from '../../common/secrets/secret-sealer';
import type { MandatSepaEntity } from './abonnement.entity';

type IbanColumns = Pick<MandatSepaEntity, 'reference' | 'ibanScelle' | 'ibanIv' | 'ibanCleChiffree' | 'ibanCleId' | 'ibanChiffreV1'>;

/** The sealed columns of a mandate's IBAN, bound to its reference (RUM). */
export function sealIban(
  sealer: SecretSealer,
  reference: string,
  iban: string,
): Pick<MandatSepaEntity, 'ibanScelle' | 'ibanIv' | 'ibanCleChiffree' | 'ibanCleId' | 'ibanChiffreV1'> {
  const s = sealer.seal('mandat-iban', reference, iban);
  return { ibanScelle: s.chiffre, ibanIv: s.iv, ibanCleChiffree: s.cleChiffree, ibanCleId: s.cleId, ibanChiffreV1: null };
}

/** The clear IBAN of a mandate: sealed, or in the former format under SEPA_IBAN_KEY until vault:rotate reseals it. */
export function openIban(sealer: SecretSealer, legacyKey: string | undefined, m: IbanColumns): string {
  if (m.ibanScelle && m.ibanIv && m.ibanCleChiffree && m.ibanCleId) {
    const sealed: SealedSecret = { chiffre: m.ibanScelle, iv: m.ibanIv, cleChiffree: m.ibanCleChiffree, cleId: m.ibanCleId };
    return sealer.open('mandat-iban', m.reference, sealed);
  }
  if (m.ibanChiffreV1 && legacyKey) return openLegacy(legacyKey, m.ibanChiffreV1);
  throw new Error(`IBAN du mandat ${m.reference} illisible : ancien format sans SEPA_IBAN_KEY.`);
}

/** Former format: 'v1.{iv}.{tag}.{ciphertext}' (base64url), AES-256-GCM under sha256('iban:' + SEPA_IBAN_KEY). Read only. */
function openLegacy(secret: string, valeur: string): string {
  const [version, iv, tag, ct] = valeur.split('.');
  if (version !== 'v1' || !iv || !tag || !ct) throw new Error('IBAN chiffré illisible');
  const key = createHash('sha256').update(`iban:${secret}`).digest();
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}

/** vault:rotate: every mandate still in the former format sealed by the envelope, one short transaction each. */
export async function resealLegacyMandates(ds: DataSource, sealer: SecretSealer, legacyKey: string | undefined): Promise<number> {
  const rows: { reference: string }[] = await ds.query(`SELECT reference FROM mandat_sepa WHERE iban_cle_id IS NULL ORDER BY reference`);
  if (rows.length && !legacyKey) throw new Error(`${rows.length} mandat(s) à l'ancien format : SEPA_IBAN_KEY est nécessaire pour les re-chiffrer.`);
  let moved = 0;
  for (const { reference } of rows) {
    await ds.transaction(async (tx) => {
      const [row]: { iban_chiffre: string | null; iban_cle_id: string | null }[] = await tx.query(
        `SELECT iban_chiffre, iban_cle_id FROM mandat_sepa WHERE reference = $1 FOR UPDATE`,
        [reference],
      );
      if (!row?.iban_chiffre || row.iban_cle_id) return;
      const s = sealIban(sealer, reference, openLegacy(legacyKey!, row.iban_chiffre));
      await tx.query(
        `UPDATE mandat_sepa SET iban_scelle = $2, iban_iv = $3, iban_cle_chiffree = $4, iban_cle_id = $5, iban_chiffre = NULL WHERE reference = $1`,
        [reference, s.ibanScelle, s.ibanIv, s.ibanCleChiffree, s.ibanCleId],
      );
      moved++;
    });
  }
  return moved;
}
