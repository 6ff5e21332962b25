import { OicLayout } from './oic-layout';

const OUTILS = [
  { titre: 'Logiciel de caisse', description: 'Enregistrer vos ventes au comptoir, conforme à la loi anti-fraude à la TVA.' },
  { titre: 'Logiciel de facturation', description: 'Devis, factures et relances, prêt pour la facturation électronique.' },
  { titre: 'Gestion comptable en ligne', description: 'Rapprochement bancaire et suivi de trésorerie, partagés avec votre conseiller.' },
] as const;

/** /initial-conseil/outils: three online tools, offered after a phone consultation (spec 02 §9). */
export default function OutilsPage() {
  return (
    <OicLayout title="Vos outils en ligne">
      <p>Ces trois outils vous sont proposés après une consultation téléphonique qui permet de choisir ceux adaptés à votre activité.</p>
      <ul className="cartes-savoir">
        {OUTILS.map((o) => (
          <li key={o.titre} className="carte-savoir" data-testid="outil-oic">
            <h2 className="carte-savoir__titre">{o.titre}</h2>
            <p className="carte-savoir__description">{o.description}</p>
          </li>
        ))}
      </ul>
    </OicLayout>
  );
}
