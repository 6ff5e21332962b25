import { DuerImpressionFichiers } from './duer-impression-fichiers';
import { DuerImpressionLecture } from './duer-impression-lecture';
import { DuerPdfBuilder } from './duer-pdf-builder';

/** The DUER's PDF builder (issue 13): what duer.module.ts registers for it. */
export const DuerImpression = {
  providers: [DuerImpressionLecture, DuerImpressionFichiers, DuerPdfBuilder],
};
