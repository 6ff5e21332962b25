import { useState } from 'react';
import { Link } from 'react-router';
import { type DuerIndex, DuerMessages as M, TOOL_SLUGS } from '@portail/contracts';
import { ToolHeader } from '../../../components/tool-header/tool-header';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useDuerIndex } from '../api/structure/get-duer-index';
import { DuerInfo } from './common/duer-info';
import { DuerCreationDialog } from './duer-creation-dialog';
import '../../../styles/duer-structure.css';

export const DUER_TITRE = 'Document unique (DUER)';

function Annees({ codeDossier, index }: { codeDossier: string; index: DuerIndex }) {
  const [creation, setCreation] = useState(false);
  return (
    <>
      {index.creation.autorisee && (
        <div className="duer__actions">
          <button type="button" className="bouton" onClick={() => setCreation(true)}>
            Créer un DUER
          </button>
        </div>
      )}
      {index.duers.length === 0 ? (
        <EmptyState>{M.aucunDuer}</EmptyState>
      ) : (
        <ul className="duer-annees" aria-label="Années du DUER">
          {index.duers.map((d) => (
            <li key={d.id} className="duer-annee" data-testid="annee-duer">
              <Link to={`/outils/duer/${d.id}`} className="duer-annee__lien">
                DUER {d.annee}
              </Link>
              <span className={`duer-etat duer-etat--${d.estFini ? 'fini' : 'en-cours'}`}>{d.estFini ? 'Terminé' : 'En cours'}</span>
              <span className={`duer-etat duer-etat--${d.estValide ? 'valide' : 'incomplet'}`}>{d.estValide ? 'Complet' : 'Incomplet'}</span>
            </li>
          ))}
        </ul>
      )}
      {creation && <DuerCreationDialog codeDossier={codeDossier} index={index} onClose={() => setCreation(false)} />}
    </>
  );
}

/** /outils/duer: the dossier's DUER years and the creation of a year (spec 03 §2.1). */
export default function DuerIndexPage() {
  const { dossier } = useSelectedDossier();
  const query = useDuerIndex(dossier?.codeDossier);
  return (
    <div className="page duer">
      <ToolHeader slug={TOOL_SLUGS.duer} title={DUER_TITRE} info={<DuerInfo />} />
      {dossier ? (
        <QueryState query={query} errorMessage={M.chargementDocuments} loadingLabel="Chargement des DUER">
          {(index) => <Annees codeDossier={dossier.codeDossier} index={index} />}
        </QueryState>
      ) : (
        <EmptyState>Aucun dossier sélectionné.</EmptyState>
      )}
    </div>
  );
}
