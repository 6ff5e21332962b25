import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { showFlash } from '../../../../lib/flash';
import { estEnCours, useImpression } from '../../api/impression/get-impression';
import { urlImpressionPdf } from '../../api/impression/get-impression-fichier';
import { useFinImpression } from '../../api/impression/use-fin-impression';
import { ERREUR_GENERATION } from './impression-libelles';
import { ImpressionProgression } from './impression-progression';

/** The progress of the print just asked for; the user may close the dialog, the print goes on. */
export function ImpressionSuivi({ idDuer, idImpression }: { idDuer: number; idImpression: string }) {
  const query = useImpression(idDuer, idImpression);
  const fin = useFinImpression(idDuer);
  const signale = useRef(false);
  const statut = query.data;

  useEffect(() => {
    if (!statut || estEnCours(statut) || signale.current) return;
    signale.current = true;
    void fin(statut);
    if (statut.etat === 'echec') showFlash('error', statut.message ?? ERREUR_GENERATION);
  }, [statut, fin]);

  if (query.isError) return <p role="alert">{ERREUR_GENERATION}</p>;
  if (!statut) return <ImpressionProgression statut={{ etat: 'en_attente', etape: 'attente', progression: 0 }} />;
  return (
    <div className="duer-impression__suivi">
      <ImpressionProgression statut={statut} />
      {estEnCours(statut) && (
        <p className="texte-secondaire">Vous pouvez fermer cette fenêtre : l’impression continue et son résultat sera dans « Impressions récentes ».</p>
      )}
      {statut.etat === 'echec' && <p role="alert">{statut.message ?? ERREUR_GENERATION}</p>}
      {statut.etat === 'termine' && (
        <p className="duer-impression__resultat">
          <a className="bouton" href={urlImpressionPdf(idDuer, idImpression)} target="_blank" rel="noopener noreferrer">
            Ouvrir le PDF
          </a>
          {!statut.temporaire && (
            <Link className="bouton bouton--secondaire" to={`/outils/duer/${idDuer}/versions`}>
              Voir les versions
            </Link>
          )}
        </p>
      )}
      {statut.etat === 'termine' && !statut.temporaire && <p>Le DUER est terminé ; cette impression est conservée comme version définitive pendant 40 ans.</p>}
    </div>
  );
}
