import type { PageCartes } from '@portail/contracts';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import '../../../styles/savoir.css';
import { useCartes } from '../api/savoir-queries';
import { ICONES, SavoirCard } from './savoir-card';

const TEXTES: Record<PageCartes, { titre: string; intro: string; erreur: string; icone: string }> = {
  rgpd: {
    titre: 'Protection des données personnelles',
    intro: 'Le cabinet traite vos données pour tenir votre comptabilité et vous conseiller. Voici les ressources pour comprendre et exercer vos droits.',
    erreur: 'Une erreur est survenue lors du chargement des ressources.',
    icone: ICONES.page,
  },
  webserie: {
    titre: 'Websérie',
    intro: 'Cinq épisodes pour suivre une exploitation champenoise, de la création à la transmission.',
    erreur: 'Une erreur est survenue lors du chargement des épisodes.',
    icone: ICONES.video,
  },
};

/** /rgpd (five resource cards) and /webserie (five episodes on a video site), data from the Contenus screen. */
export function CartesPage({ page }: { page: PageCartes }) {
  const cartes = useCartes(page);
  const t = TEXTES[page];
  return (
    <div className="page savoir">
      <PageTitle>{t.titre}</PageTitle>
      <p>{t.intro}</p>
      <QueryState query={cartes} errorMessage={t.erreur} isEmpty={(l) => l.length === 0} empty="Aucun contenu pour l’instant.">
        {(list) => (
          <ul className="cartes-savoir">
            {list.map((c) => (
              <SavoirCard
                key={c.id}
                title={c.titre}
                description={c.description}
                icone={t.icone}
                lien={{ kind: 'externe', href: c.url }}
                action={c.libelleLien}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
