import { fileIssue, RDV_MAX_FILES, RendezVousMessages as M } from '@portail/contracts';

interface FileLike {
  name: string;
  size: number;
}

/**
 * Spec 01 §5: at most 4 files, each non-empty and 25 Mo at most, of an extension the api accepts; a
 * file whose name is already listed is ignored. Returns the new list and the messages of the refused files.
 */
export function addAttachments<T extends FileLike>(current: T[], incoming: T[], max = RDV_MAX_FILES): { files: T[]; errors: string[] } {
  const files = [...current];
  const errors: string[] = [];
  for (const file of incoming) {
    if (files.some((f) => f.name === file.name)) continue;
    const issue = fileIssue(file);
    if (issue) {
      errors.push(`${file.name} : ${issue}`);
      continue;
    }
    if (files.length >= max) {
      if (!errors.includes(M.tropDeFichiers(max))) errors.push(M.tropDeFichiers(max));
      continue;
    }
    files.push(file);
  }
  return { files, errors };
}
