/** The lower-cased extension of a file name ('' without one, or for a name such as '.env'). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}
