import { OicLayout } from './oic-layout';
import { OicVideo } from './oic-video';

/** /initial-conseil/presentation: the programme in one video (spec 02 §9). */
export default function PresentationPage() {
  return (
    <OicLayout title="Présentation du programme">
      <p>
        Initial Conseil accompagne les créateurs et repreneurs d’entreprise pendant leurs premières années : conseil, formation en ligne et outils de gestion,
        proposés après un entretien téléphonique avec votre interlocuteur.
      </p>
      <OicVideo video="presentation" title="Regarder la vidéo de présentation" />
    </OicLayout>
  );
}
