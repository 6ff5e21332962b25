/** Only same-site absolute paths are accepted as return targets. */
export function safeReturnUrl(value: string | undefined | null, fallback = '/app'): string {
  if (!value || typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\r\n]/.test(value)) return fallback;
  return value;
}
