import { type DocumentationCategorie, SavoirMessages } from '@portail/contracts';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { pathTo } from '../../../config/routes/route-table';
import '../../../styles/savoir.css';
import { useDocumentations } from '../api/savoir-queries';
import { categorieLink, documentationLink, findCategories } from '../utils/documentation-link';
import { ICONES, SavoirCard } from './savoir-card';

const iconeOf = (kind: string) => (kind === 'bibliotheque' ? ICONES.bibliotheque : kind === 'externe' ? ICONES.externe : ICONES.page);

function Cards({
  categories,
  parents,
  documentations,
}: {
  categories: DocumentationCategorie[];
  parents: string[];
  documentations: DocumentationCategorie['documentations'];
}) {
  return (
    <ul className="cartes-savoir">
      {categories.map((c) => {
        const lien = categorieLink(c, parents);
        return (
          <SavoirCard
            key={`c-${c.code}`}
            title={c.title}
            icone={lien.kind === 'externe' ? ICONES.externe : ICONES.categorie}
            lien={lien}
            action={lien.kind === 'externe' ? 'Visiter le site' : 'Ouvrir'}
          />
        );
      })}
      {documentations.map((d) => {
        const lien = documentationLink(d);
        return (
          <SavoirCard
            key={`d-${d.code}`}
            title={d.title}
            icone={iconeOf(lien.kind)}
            lien={lien}
            action={lien.kind === 'bibliotheque' ? 'Voir les documents' : 'Consulter'}
          />
        );
      })}
    </ul>
  );
}

/** /documentations and /documentations/{categorie}/{categorie2?}/{categorie3?}: category cards sorted by order, then documentation cards. */
export default function DocumentationsPage() {
  const { categorie, categorie2, categorie3 } = useParams();
  const path = [categorie, categorie2, categorie3].filter((c): c is string => !!c);
  const racine = path.length === 0;
  const message = racine ? SavoirMessages.chargementDocumentations : SavoirMessages.chargementCategories;
  const tree = useDocumentations(message);
  return (
    <div className="page savoir">
      <QueryState query={tree} errorMessage={message}>
        {({ categories }) => {
          if (racine) {
            return (
              <>
                <PageTitle>Documentations</PageTitle>
                {categories.length === 0 ? (
                  <EmptyState>Aucune documentation pour l’instant.</EmptyState>
                ) : (
                  <Cards categories={categories} parents={[]} documentations={[]} />
                )}
              </>
            );
          }
          const chain = findCategories(categories, path);
          if (!chain) {
            return (
              <>
                <PageTitle>Documentations</PageTitle>
                <EmptyState>
                  Cette catégorie n’existe pas. <Link to={pathTo('documentations')}>Retour aux documentations</Link>
                </EmptyState>
              </>
            );
          }
          const current = chain[chain.length - 1]!;
          return (
            <>
              <nav aria-label="Fil d’Ariane" className="fil-ariane">
                <ol>
                  <li>
                    <Link to={pathTo('documentations')}>Documentations</Link>
                  </li>
                  {chain.slice(0, -1).map((c, i) => (
                    <li key={c.code}>
                      <Link to={pathTo('documentationscategory', { categorie: path[0], categorie2: i >= 1 ? path[1] : undefined })}>{c.title}</Link>
                    </li>
                  ))}
                  <li aria-current="page">{current.title}</li>
                </ol>
              </nav>
              <PageTitle>{current.title}</PageTitle>
              {current.categories.length + current.documentations.length === 0 ? (
                <EmptyState>Aucune documentation dans cette catégorie.</EmptyState>
              ) : (
                <Cards categories={current.categories} parents={path} documentations={current.documentations} />
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
