import { useRef } from 'react';
import { PaperclipIcon } from './icons';

/** 'Aucun fichier choisi', '1 fichier choisi', '3 fichiers choisis'. */
export const chosenFilesLabel = (count: number) => (count === 0 ? 'Aucun fichier choisi' : count === 1 ? '1 fichier choisi' : `${count} fichiers choisis`);

interface FilePickerProps {
  id: string;
  label: string;
  /** Files already chosen (the caller keeps the list). */
  count: number;
  multiple?: boolean;
  accept?: string;
  disabled?: boolean;
  /** Id of the message saying what is wrong with the choice: the input is marked invalid and described by it. */
  errorId?: string;
  /** Called with the files of one choice; the input is emptied so the same file can be chosen again. */
  onFiles: (files: File[]) => void;
}

/**
 * The file input in French and in the theme's look, in place of the browser's 'Choose Files / No file chosen'.
 * The native input stays the control (keyboard, screen readers, drag from the desktop onto the button); it is
 * only drawn as a button and a count.
 */
export function FilePicker({ id, label, count, multiple, accept, disabled, errorId, onFiles }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="champ selecteur-fichiers">
      <label htmlFor={id}>{label}</label>
      <div className={`selecteur-fichiers__ligne${disabled ? ' selecteur-fichiers__ligne--inactif' : ''}`}>
        <input
          ref={input}
          id={id}
          type="file"
          className="selecteur-fichiers__input"
          multiple={multiple}
          accept={accept}
          disabled={disabled}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => {
            onFiles(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
        <span className="bouton bouton--secondaire selecteur-fichiers__bouton" aria-hidden="true" onClick={() => input.current?.click()}>
          <PaperclipIcon />
          {multiple ? 'Choisir des fichiers' : 'Choisir un fichier'}
        </span>
        <span className="selecteur-fichiers__etat" data-testid={`${id}-etat`}>
          {chosenFilesLabel(count)}
        </span>
      </div>
    </div>
  );
}
