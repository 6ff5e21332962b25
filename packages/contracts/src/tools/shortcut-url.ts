export const ShortcutMessages = {
  libelleObligatoire: 'Merci de renseigner un libellé.',
  urlObligatoire: 'Merci de renseigner une adresse.',
  tropLong: 'Ce champ ne doit pas dépasser 255 caractères.',
  protocoleInterdit: 'Seules les adresses web commençant par http:// ou https:// sont acceptées.',
  urlInvalide: 'Cette adresse web n’est pas valide.',
  tropDeRaccourcis: 'Vous ne pouvez pas enregistrer plus de 100 raccourcis.',
  introuvable: 'Ce raccourci est introuvable.',
} as const;

export const SHORTCUT_FIELD_MAX = 255;
export const SHORTCUTS_MAX = 100;

export type ShortcutUrlResult = { ok: true; url: string } | { ok: false; message: string };

// A scheme followed by something other than a port number ('example.com:8080' has no scheme).
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i;

/**
 * Only http and https are ever stored or opened (spec 02 §5 Shortcut, issue 10): an address lacking
 * '//' gets 'http://' in front; 'javascript:', 'data:' and any other scheme are refused.
 */
export function normalizeShortcutUrl(input: string): ShortcutUrlResult {
  const value = input.trim();
  if (!value) return { ok: false, message: ShortcutMessages.urlObligatoire };
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') return { ok: false, message: ShortcutMessages.protocoleInterdit };
  const url = value.startsWith('//') ? `http:${value}` : value.includes('//') ? value : `http://${value}`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, message: ShortcutMessages.urlInvalide };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { ok: false, message: ShortcutMessages.protocoleInterdit };
  if (!parsed.hostname) return { ok: false, message: ShortcutMessages.urlInvalide };
  return { ok: true, url };
}

/** The address to open for a stored shortcut, or null when it is not http(s) (never opened). */
export function safeShortcutHref(url: string): string | null {
  const result = normalizeShortcutUrl(url);
  return result.ok ? result.url : null;
}
