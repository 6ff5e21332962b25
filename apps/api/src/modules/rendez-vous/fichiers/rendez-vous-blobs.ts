import path from 'node:path';
import { PART_SUFFIX } from '../../../common/upload/upload-leftovers';
import type { UploadedFile } from '../../../common/upload/upload-options';

/** The attachments of appointment requests in the blob store: `rendez-vous/<fichier>`, `fichier` being the random name a row records. */
export const RDV_BLOB_PREFIX = 'rendez-vous/';

export const rdvBlobKey = (fichier: string) => `${RDV_BLOB_PREFIX}${fichier}`;

/** The stored name of an uploaded part: its random name without the part suffix. */
export const storedName = (f: UploadedFile) => path.basename(f.filename, PART_SUFFIX);
