import { OicLayout } from './oic-layout';

/** The nine commitments of the programme (spec 02 §9 Founders' programme). */
export const ENGAGEMENTS = [
  'Un rendez-vous conseil lors de votre premier bilan',
  'Une séance avec un avocat',
  'Une lettre d’information mensuelle par e-mail',
  'Une soirée des créateurs chaque année',
  '7 e-learnings',
  '3 outils en ligne',
  'La rédaction offerte du contrat de travail de votre premier salarié',
  'Un profil de dirigeant',
  'Une consultation téléphonique pour choisir vos logiciels',
] as const;

export default function EngagementsPage() {
  return (
    <OicLayout title="Nos engagements">
      <ol className="oic-engagements" data-testid="engagements">
        {ENGAGEMENTS.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ol>
    </OicLayout>
  );
}
