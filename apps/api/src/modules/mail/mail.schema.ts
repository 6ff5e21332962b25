import { z } from 'zod';
import { assertBlobKey } from '../../common/storage/blob-store';

const BlobKey = z.string().refine(
  (key) => {
    try {
      assertBlobKey(key);
      return true;
    } catch {
      return false;
    }
  },
  { message: 'Clé de blob invalide.' },
);

/** Payload of a send-mail job: a fully rendered message. */
export const MailMessageSchema = z.object({
  to: z.string().email(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1),
  html: z.string().optional(),
  replyTo: z.string().email().optional(),
  /**
   * A file of the blob store by key (read by the worker when it sends), a file by path (only one every
   * process sees), or a small text generated with the mail (an .ics invitation) inline as `content`;
   * contentType: when given, the type the mail declares (else nodemailer guesses from the name).
   */
  attachments: z
    .array(
      z.union([
        z.strictObject({ filename: z.string(), blobKey: BlobKey, contentType: z.string().optional() }),
        z.strictObject({ filename: z.string(), path: z.string(), contentType: z.string().optional() }),
        z.strictObject({ filename: z.string(), content: z.string().max(100_000), contentType: z.string().optional() }),
      ]),
    )
    .optional(),
});
export type MailMessage = z.infer<typeof MailMessageSchema>;
