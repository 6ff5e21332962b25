import { Link } from 'react-router';
import { safeShortcutHref, TOOL_SLUGS } from '@portail/contracts';
import { ToolHeader } from '../../../components/tool-header/tool-header';
import { QueryState } from '../../../components/ui/query-state';
import { pathTo } from '../../../config/routes/route-table';
import '../../../styles/outils.css';
import { useShortcuts } from '../api/get-shortcuts';

export const SHORTCUTS_LOAD_ERROR = 'Une erreur est survenue lors du chargement des raccourcis.';

const INFO =
  'Gardez ici les sites que vous consultez souvent : chaque raccourci s’ouvre dans un nouvel onglet. Une adresse saisie sans « // » est complétée par « http:// » ; seules les adresses http et https sont acceptées.';

/** /outils/raccourcis (shortcuts): 'Ajouter un lien', then each shortcut with its 'Modifier' link (spec 02 §2 Web shortcuts). */
export default function ShortcutsPage() {
  const shortcuts = useShortcuts();
  return (
    <div className="page outils">
      <ToolHeader slug={TOOL_SLUGS.raccourcis} title="Raccourcis Web" info={<p>{INFO}</p>} />
      <QueryState query={shortcuts} errorMessage={SHORTCUTS_LOAD_ERROR}>
        {(list) => (
          <ul className="outils__grille raccourcis">
            <li className="carte raccourci raccourci--ajout">
              <Link to={pathTo('shortcutedition')} className="raccourci__ajout">
                <span aria-hidden="true">+</span> Ajouter un lien
              </Link>
            </li>
            {list.map((s) => {
              const href = safeShortcutHref(s.url);
              return (
                <li key={s._id} className="carte raccourci" data-testid="raccourci">
                  {href ? (
                    <a className="raccourci__lien" href={href} target="_blank" rel="noopener noreferrer">
                      {s.libelle}
                      <span className="sr-only"> (nouvel onglet)</span>
                    </a>
                  ) : (
                    <span className="raccourci__lien">{s.libelle}</span>
                  )}
                  <Link className="raccourci__modifier" to={pathTo('shortcutedition', { shortcutId: s._id })} aria-label={`Modifier ${s.libelle}`}>
                    Modifier
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
