import { z } from 'zod';
import { ConfirmUploadSchema, DocumentsMessages } from '@portail/contracts';

const { commentaire } = ConfirmUploadSchema.shape;

/** The longest comment the api takes (ConfirmUploadSchema), for the textarea. */
export const COMMENTAIRE_MAX = commentaire.unwrap().maxLength ?? undefined;

/**
 * The upload form (spec 02 §5 Upload): at least one file listed, and the comment for the advisers checked with the api's
 * rule (ConfirmUploadSchema); what is sent is the trimmed comment when the box is ticked and it is not blank.
 */
export const UploadFormSchema = z
  .object({
    nbFichiers: z.number().min(1, DocumentsMessages.aucunFichier),
    avecCommentaire: z.boolean(),
    commentaire,
  })
  .transform((v) => ({ commentaire: v.avecCommentaire && v.commentaire?.trim() ? v.commentaire.trim() : undefined }));
export type UploadFormValues = z.input<typeof UploadFormSchema>;
export type UploadFormOutput = z.output<typeof UploadFormSchema>;
