interface InscriptionParams {
  codeliaison: string;
  email: string;
}

/**
 * Reads the splat of '/inscription/*' (route 'register'): '{codeliaison}/{email}', '/{email}'
 * (empty link code) or '{email}'. The link code never contains '@', an email always does.
 */
export function parseInscriptionPath(splat: string | undefined): InscriptionParams {
  const segments = (splat ?? '').split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  if (segments.length >= 2) return { codeliaison: segments[0] ?? '', email: segments[1] ?? '' };
  const only = segments[0] ?? '';
  return only.includes('@') ? { codeliaison: '', email: only } : { codeliaison: only, email: '' };
}
