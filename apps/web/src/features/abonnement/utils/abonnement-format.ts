import { type EtatFacture, etatFactureFait, MODE_REGLEMENT_LIBELLES, type ModeReglement } from '@portail/contracts';
import { formatEuros } from '../../../lib/format';

/** Amounts come in cents: 123456 → '1 234,56 €'. */
export const formatCents = (cents: number | null | undefined): string => formatEuros(cents === null || cents === undefined ? null : cents / 100);

/** Spec 02 §4: done states show a check icon, pending ones a timer. */
export const iconeEtat = (etat: EtatFacture): 'fait' | 'attente' => (etatFactureFait(etat) ? 'fait' : 'attente');

export const libelleModeReglement = (mode: ModeReglement): string => MODE_REGLEMENT_LIBELLES[mode];

/** The subscription's total of the year (cents). */
export const totalCotisation = (c: { cotisation: number; compta: number; conseil: number; juridique: number }): number =>
  c.cotisation + c.compta + c.conseil + c.juridique;
