import { z } from 'zod';

/** Payload of a send-sms job: the recipient in E.164 and the text; an SMS past `expiresAt` (its code's end) is not sent. */
export const SmsMessageSchema = z.object({
  to: z.string().regex(/^\+[1-9]\d{7,14}$/, 'numéro E.164 attendu'),
  text: z.string().min(1).max(612),
  expiresAt: z.iso.datetime().optional(),
});
export type SmsMessage = z.infer<typeof SmsMessageSchema>;
