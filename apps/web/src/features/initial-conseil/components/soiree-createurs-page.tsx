import { OicLayout } from './oic-layout';

/** /initial-conseil/soiree-createurs: the yearly founders' evening (spec 02 §9). */
export default function SoireeCreateursPage() {
  return (
    <OicLayout title="La soirée des créateurs">
      <p>Chaque année, le cabinet réunit les créateurs du programme pour une soirée d’échanges.</p>
      <ul>
        <li>Des ateliers thématiques animés par nos conseillers et nos partenaires : financement, recrutement, communication.</li>
        <li>La présentation des lauréats de l’année, choisis parmi les entreprises accompagnées.</li>
        <li>La remise du trophée Initial Conseil au projet le plus remarquable.</li>
      </ul>
      <p>Votre invitation vous parvient par e-mail quelques semaines avant la soirée.</p>
    </OicLayout>
  );
}
