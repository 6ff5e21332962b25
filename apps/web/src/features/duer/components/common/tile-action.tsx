interface TileActionProps {
  action: 'Copier' | 'Renommer' | 'Supprimer';
  /** The tile's name, in the button's accessible name: 'Copier Chai'. */
  nom: string;
  disabled: boolean;
  onClick: () => void;
}

/** An action of a work unit's or a module's tile. */
export function TileAction({ action, nom, disabled, onClick }: TileActionProps) {
  return (
    <button type="button" className="bouton bouton--secondaire bouton--petit" aria-label={`${action} ${nom}`} disabled={disabled} onClick={onClick}>
      {action}
    </button>
  );
}
