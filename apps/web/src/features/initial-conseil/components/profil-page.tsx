import { OicLayout } from './oic-layout';
import { OicVideo } from './oic-video';

/** /initial-conseil/profil: video, one questionnaire and one feedback meeting with a human-relations adviser (spec 02 §9). */
export default function ProfilPage() {
  return (
    <OicLayout title="Mon profil de dirigeant">
      <OicVideo video="profil" title="Regarder la vidéo du profil de dirigeant" />
      <ol>
        <li>Vous répondez à un questionnaire sur votre façon de décider, d’organiser et de diriger.</li>
        <li>Un conseiller en ressources humaines vous restitue votre profil lors d’un entretien individuel.</li>
      </ol>
    </OicLayout>
  );
}
