import { Link, Navigate } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { usePayrollManager } from '../api/has-payroll-manager';
import { uploadChoices, UPLOAD_LABELS } from '../utils/upload-choice';
import '../../../styles/documents.css';

/** /ged/ajout-document: which kind of upload (spec 02 §4 Upload choice). */
export default function UploadChoicePage() {
  const { dossier, modules } = useSelectedDossier();
  const payroll = usePayrollManager(dossier?.codeDossier);
  if (!dossier) return <Navigate to="/accueil" replace />;
  return (
    <div className="page ged-depot">
      <PageTitle>Déposer un document</PageTitle>
      {payroll.isPending ? (
        <PageLoader />
      ) : (
        (() => {
          const choices = uploadChoices({ modules, hasPayrollManager: payroll.data?.hasGestionnairePaie ?? false });
          if (choices.length === 0) return <EmptyState>Le dépôt de documents n’est pas ouvert sur ce dossier.</EmptyState>;
          return (
            <ul className="depot-choix" data-testid="depot-choix">
              {choices.map((type) => (
                <li key={type}>
                  <Link className="depot-choix__carte carte" to={`/documents/ajout-document?type=${type}`} data-testid={`depot-choix-${type}`}>
                    <strong>{UPLOAD_LABELS[type].titre}</strong>
                    <span className="texte-secondaire">{UPLOAD_LABELS[type].aide}</span>
                  </Link>
                </li>
              ))}
            </ul>
          );
        })()
      )}
      <p>
        <Link to="/ged/historique">Voir l’historique de mes envois</Link>
      </p>
    </div>
  );
}
