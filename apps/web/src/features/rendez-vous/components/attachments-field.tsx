import { useRef, useState } from 'react';
import { RDV_MAX_FILES } from '@portail/contracts';
import { formatFileSize } from '../../../lib/format';
import { addAttachments } from '../utils/attachments';

/** Up to 4 attachments, 25 Mo each, empty files refused, names already listed ignored (spec 01 §5). */
export function AttachmentsField({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <div className="champ">
      <label htmlFor="rdv-fichiers">Pièces jointes ({RDV_MAX_FILES} au maximum, 25 Mo chacune)</label>
      <input
        ref={input}
        id="rdv-fichiers"
        type="file"
        multiple
        disabled={files.length >= RDV_MAX_FILES}
        onChange={(e) => {
          const result = addAttachments(files, Array.from(e.target.files ?? []));
          setErrors(result.errors);
          onChange(result.files);
          if (input.current) input.current.value = '';
        }}
      />
      {errors.map((message) => (
        <p key={message} className="champ__erreur" role="alert">
          {message}
        </p>
      ))}
      {files.length > 0 && (
        <ul className="rdv__fichiers" data-testid="rdv-fichiers">
          {files.map((f) => (
            <li key={f.name}>
              {f.name} ({formatFileSize(f.size)}){' '}
              <button type="button" className="lien" aria-label={`Retirer ${f.name}`} onClick={() => onChange(files.filter((x) => x !== f))}>
                Retirer
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
