/**
 * The dossier codes found in a request body at a path such as `dossiers[].codeDossier` or
 * `droits[].droit.codeDossier` (`[]` walks every item of an array). Values that are not strings are
 * left to the body's validation.
 */
export function codesAt(body: unknown, path: string): string[] {
  let values: unknown[] = [body];
  for (const segment of path.split('.')) {
    const each = segment.endsWith('[]');
    const key = each ? segment.slice(0, -2) : segment;
    values = values.flatMap((v) => {
      const next = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
      if (!each) return [next];
      return Array.isArray(next) ? next : [];
    });
  }
  return [...new Set(values.filter((v): v is string => typeof v === 'string'))];
}
