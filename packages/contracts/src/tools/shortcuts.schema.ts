import { z } from 'zod';
import { text } from '../common/input';
import { normalizeShortcutUrl, SHORTCUT_FIELD_MAX, ShortcutMessages } from './shortcut-url';

export const ShortcutSchema = z.object({
  _id: z.string().uuid(),
  libelle: z.string(),
  url: z.string().describe('Adresse http(s) normalisée'),
});
export type Shortcut = z.infer<typeof ShortcutSchema>;
export const ShortcutListSchema = z.array(ShortcutSchema);

export const ShortcutLibelleSchema = text({ error: ShortcutMessages.libelleObligatoire })
  .trim()
  .min(1, ShortcutMessages.libelleObligatoire)
  .max(SHORTCUT_FIELD_MAX, ShortcutMessages.tropLong);

/** The url as typed; the result is the normalised http(s) address (http:// added when '//' is missing). */
export const ShortcutUrlSchema = text({ error: ShortcutMessages.urlObligatoire })
  .trim()
  .min(1, ShortcutMessages.urlObligatoire)
  .max(SHORTCUT_FIELD_MAX, ShortcutMessages.tropLong)
  .transform((value, ctx) => {
    const result = normalizeShortcutUrl(value);
    if (result.ok) return result.url;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });

export const SaveShortcutSchema = z.object({
  _id: z.string().uuid(ShortcutMessages.introuvable).optional().describe('Absent pour un ajout'),
  libelle: ShortcutLibelleSchema,
  url: ShortcutUrlSchema,
});
export type SaveShortcutInput = z.input<typeof SaveShortcutSchema>;

export const ShortcutIdParamSchema = z.object({ id: z.string().uuid(ShortcutMessages.introuvable) });
