import { useState } from 'react';
import { RDV_ACCEPT, RDV_MAX_FILES } from '@portail/contracts';
import { FilePicker } from '../../../components/ui/file-picker';
import { CloseIcon } from '../../../components/ui/icons';
import { formatFileSize } from '../../../lib/format';
import { addAttachments } from '../utils/attachments';

/** Up to 4 attachments of the allowed extensions, 25 Mo each, empty files refused, names already listed ignored (spec 01 §5). */
export function AttachmentsField({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  // The refusals of the last choice; removing a file answers them too, so they go with it.
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <div className="pieces-jointes">
      <FilePicker
        id="rdv-fichiers"
        label={`Pièces jointes (${RDV_MAX_FILES} au maximum, 25 Mo chacune)`}
        count={files.length}
        multiple
        accept={RDV_ACCEPT}
        disabled={files.length >= RDV_MAX_FILES}
        onFiles={(chosen) => {
          const result = addAttachments(files, chosen);
          setErrors(result.errors);
          onChange(result.files);
        }}
      />
      {errors.map((message) => (
        <p key={message} className="champ__erreur" role="alert">
          {message}
        </p>
      ))}
      {files.length > 0 && (
        <ul className="pieces-jointes__liste" data-testid="rdv-fichiers">
          {files.map((f) => (
            <li key={f.name} className="pieces-jointes__fichier">
              <span className="pieces-jointes__nom">{f.name}</span>
              <span className="pieces-jointes__taille">{formatFileSize(f.size)}</span>
              <button
                type="button"
                className="bouton bouton--secondaire bouton--petit"
                aria-label={`Retirer ${f.name}`}
                onClick={() => {
                  setErrors([]);
                  onChange(files.filter((x) => x !== f));
                }}
              >
                <CloseIcon />
                Retirer
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
