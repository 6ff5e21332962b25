import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Tool } from '@portail/contracts';
import { DialogCloseButton, DialogFrame } from '../../../components/ui/dialog-frame';
import { InfoIcon, StarIcon } from '../../../components/ui/icons';
import { toolTarget } from '../utils/tool-link';
import { ToolExplanation } from './tool-explanation';

interface ToolCardProps {
  tool: Tool;
  onToggleFavorite: (tool: Tool) => void;
}

function CardLink({ tool }: { tool: Tool }) {
  const target = toolTarget(tool);
  if (target.kind === 'internal') {
    return (
      <Link className="outil-carte__lien" to={target.to}>
        {tool.name}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a className="outil-carte__lien" href={target.href} {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {tool.name}
        {target.newTab && <span className="sr-only"> (nouvel onglet)</span>}
      </a>
    );
  }
  return <span className="outil-carte__lien">{tool.name}</span>;
}

/** One tool: its link, favourite star and info button (spec 02 §2 Tools). */
export function ToolCard({ tool, onToggleFavorite }: ToolCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <li className="outil-carte carte" data-testid={`outil-${tool.slug}`}>
      <div className="outil-carte__entete">
        <h3 className="outil-carte__titre">
          <CardLink tool={tool} />
        </h3>
        <div className="outil-carte__actions">
          <button
            type="button"
            className={`bouton-icone entete-outil__bouton${tool.favorite ? ' favori--actif' : ''}`}
            aria-pressed={tool.favorite}
            title={tool.favorite ? 'Retirer des favoris' : 'Ajouter aux favoris'}
            onClick={() => onToggleFavorite(tool)}
          >
            <StarIcon filled={tool.favorite} />
            <span className="sr-only">Favori : {tool.name}</span>
          </button>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Trigger asChild>
              <button type="button" className="bouton-icone entete-outil__bouton" title="Informations">
                <InfoIcon />
                <span className="sr-only">Informations : {tool.name}</span>
              </button>
            </Dialog.Trigger>
            {open && (
              <DialogFrame title={tool.name} testId="dialogue-info" actions={<DialogCloseButton>Fermer</DialogCloseButton>}>
                <ToolExplanation text={tool.explanation} />
              </DialogFrame>
            )}
          </Dialog.Root>
        </div>
      </div>
      {tool.description && <p className="outil-carte__description">{tool.description}</p>}
    </li>
  );
}
