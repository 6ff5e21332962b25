import { SavoirMessages } from '@portail/contracts';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import '../../../styles/savoir.css';
import { useTutos } from '../api/savoir-queries';
import { ICONES, SavoirCard } from './savoir-card';

/** /tutoriels (page_tutoriels): cards with icon, title, description and link (spec 02 §9). */
export default function TutorielsPage() {
  const { dossier } = useSelectedDossier();
  const tutos = useTutos(dossier?.codeDossier);
  return (
    <div className="page savoir">
      <PageTitle>Tutoriels</PageTitle>
      <QueryState query={tutos} errorMessage={SavoirMessages.chargementTutoriels} isEmpty={(l) => l.length === 0} empty="Aucun tutoriel pour l’instant.">
        {(list) => (
          <ul className="cartes-savoir">
            {list.map((t) => (
              <SavoirCard
                key={t.code}
                title={t.title}
                description={t.description}
                icone={t.icone ?? ICONES.tutoriel}
                lien={t.url.includes('://') ? { kind: 'externe', href: t.url } : { kind: 'route', name: t.url }}
                action="Voir le tutoriel"
              />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
