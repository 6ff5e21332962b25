import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AnnuaireMessages as M, type ServiceResume } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { formatDate } from '../../../lib/format';
import { useServices } from '../api/annuaire';
import { filtrerServices, trierServices, valeursDistinctes } from '../utils/annuaire-filtre';
import { DemandesRappel } from './demandes-rappel';
import '../../../styles/annuaire.css';

function CarteService({ s }: { s: ServiceResume }) {
  return (
    <li className="service-carte" data-testid="service-carte">
      <h2 className="service-carte__titre">
        <Link to={`/annuaire-services/${encodeURIComponent(s.slug)}`}>{s.titre}</Link>
      </h2>
      {s.isStarred && <p className="service-carte__recommande">★ Recommandé par le cabinet</p>}
      <p>{s.description}</p>
      <p className="texte-secondaire">Publié le {formatDate(s.dateCreation)}</p>
      {s.categories.length > 0 && (
        <ul className="etiquettes" aria-label="Catégories">
          {s.categories.map((c) => (
            <li key={c} className="etiquette">
              {c}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function Annuaire({ services }: { services: ServiceResume[] }) {
  const [recherche, setRecherche] = useState('');
  const [categories, setCategories] = useState<string[]>([]);
  const [tag, setTag] = useState('');
  const toutesCategories = useMemo(() => valeursDistinctes(services, 'categories'), [services]);
  const tousTags = useMemo(() => valeursDistinctes(services, 'tags'), [services]);
  const affiches = trierServices(filtrerServices(services, { recherche, categories, tag }));
  const basculer = (c: string) => setCategories((list) => (list.includes(c) ? list.filter((x) => x !== c) : [...list, c]));

  return (
    <>
      <div className="annuaire__filtres">
        <div className="champ">
          <label htmlFor="annuaire-recherche">Rechercher un service</label>
          <input id="annuaire-recherche" type="search" value={recherche} onChange={(e) => setRecherche(e.target.value)} />
        </div>
        <div className="champ">
          <label htmlFor="annuaire-tag">Mot-clé</label>
          <select id="annuaire-tag" value={tag} onChange={(e) => setTag(e.target.value)}>
            <option value="">Tous les mots-clés</option>
            {tousTags.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="annuaire__categories" role="group" aria-label="Filtrer par catégorie">
        {toutesCategories.map((c) => (
          <button key={c} type="button" className="puce" aria-pressed={categories.includes(c)} onClick={() => basculer(c)}>
            {c}
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {affiches.length} service(s) affiché(s)
      </p>
      {affiches.length ? (
        <ul className="annuaire__grille" data-testid="services">
          {affiches.map((s) => (
            <CarteService key={s.id} s={s} />
          ))}
        </ul>
      ) : (
        <EmptyState>{M.aucunResultat}</EmptyState>
      )}
    </>
  );
}

function AnnuaireDossier({ codeDossier, isCollaborateur }: { codeDossier: string; isCollaborateur: boolean }) {
  const query = useServices(codeDossier);
  return (
    <>
      <QueryState query={query} errorMessage={M.erreurChargement} loadingLabel="Chargement des services" isEmpty={(l) => l.length === 0} empty={M.vide}>
        {(services) => <Annuaire services={services} />}
      </QueryState>
      <DemandesRappel codeDossier={codeDossier} isCollaborateur={isCollaborateur} />
    </>
  );
}

/** /annuaire-services: the firm's services, searchable and filtered by category and tag, recommended first (spec 02 §9). */
export default function AnnuairePage() {
  const { dossier, isCollaborateur } = useSelectedDossier();
  return (
    <div className="page annuaire">
      <PageTitle>Annuaire des services</PageTitle>
      <p>Les services du cabinet pour vous accompagner. Choisissez un service pour en savoir plus et être rappelé par votre conseiller.</p>
      {dossier ? (
        <AnnuaireDossier key={dossier.codeDossier} codeDossier={dossier.codeDossier} isCollaborateur={isCollaborateur} />
      ) : (
        <EmptyState>Aucun dossier sélectionné.</EmptyState>
      )}
    </div>
  );
}
