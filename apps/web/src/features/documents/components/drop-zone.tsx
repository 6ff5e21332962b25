import { useState, type DragEvent } from 'react';
import { FilePicker } from '../../../components/ui/file-picker';
import { UPLOAD_ACCEPT } from '../utils/upload-queue';

/** Files dropped on the zone or chosen with the (French) picker. */
interface DropZoneProps {
  inputId: string;
  count: number;
  disabled: boolean;
  /** Id of the message refusing the choice (no file), when there is one. */
  errorId?: string;
  onFiles: (files: File[]) => void;
}

export function DropZone({ inputId, count, disabled, errorId, onFiles }: DropZoneProps) {
  const [over, setOver] = useState(false);
  const stop = (e: DragEvent) => {
    e.preventDefault();
    e.stopPropagation();
  };
  return (
    <div
      className={`depot__zone${over ? ' depot__zone--survol' : ''}`}
      data-testid="depot-zone"
      onDragEnter={(e) => {
        stop(e);
        if (!disabled) setOver(true);
      }}
      onDragOver={stop}
      onDragLeave={(e) => {
        stop(e);
        setOver(false);
      }}
      onDrop={(e) => {
        stop(e);
        setOver(false);
        if (!disabled) onFiles(Array.from(e.dataTransfer.files));
      }}
    >
      <p className="depot__consigne">Glissez vos fichiers ici, ou choisissez-les (100 fichiers au plus, 25 Mo chacun).</p>
      <FilePicker
        id={inputId}
        label="Fichiers à déposer"
        count={count}
        multiple
        accept={UPLOAD_ACCEPT}
        disabled={disabled}
        errorId={errorId}
        onFiles={onFiles}
      />
      <p className="champ__aide">Formats acceptés : pdf, doc, docx, xls, xlsx, png, jpg, jpeg, bmp.</p>
    </div>
  );
}
