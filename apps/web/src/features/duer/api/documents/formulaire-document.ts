/** The multipart body of an upload: the given fields, then the file under 'files'. */
export function formulaireDocument(fields: Record<string, string | undefined>, file: File): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.append(k, v);
  body.append('files', file);
  return body;
}
