/** The spec's message (02 §8), shown as is to the user; the reason says what was wrong with the file. */
export const TELEPAC_MESSAGE = 'Impossible de récupérer les cultures du fichier Telepac';

/** A Telepac file that cannot be read: damaged, foreign or hostile. Nothing must be written when it is thrown. */
export class TelepacError extends Error {
  readonly code = 'TELEPAC_ILLISIBLE';

  constructor(readonly reason: string) {
    super(`${TELEPAC_MESSAGE} : ${reason}.`);
    this.name = 'TelepacError';
  }
}
