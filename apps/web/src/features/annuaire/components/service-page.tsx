import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { AnnuaireMessages as M, type ServiceAnnuaire } from '@portail/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { sanitizeRichText } from '../../../lib/sanitize-rich-text';
import { useService } from '../api/annuaire';
import { DemandesRappel } from './demandes-rappel';
import { RappelForm } from './rappel-form';
import { Ressources } from './ressources';
import '../../../styles/annuaire.css';

function Section({ id, titre, children }: { id: string; titre: string; children: ReactNode }) {
  return (
    <section className="carte" aria-labelledby={id}>
      <h2 id={id} className="section__titre">
        {titre}
      </h2>
      {children}
    </section>
  );
}

function Detail({ s, codeDossier, isCollaborateur }: { s: ServiceAnnuaire; codeDossier: string; isCollaborateur: boolean }) {
  return (
    <>
      <PageTitle>{s.titre}</PageTitle>
      {s.isStarred && <p className="service-carte__recommande">★ Recommandé par le cabinet</p>}
      <p>{s.description}</p>
      {s.presentation && (
        <Section id="titre-presentation" titre="Présentation">
          <p className="annuaire__texte">{s.presentation}</p>
        </Section>
      )}
      {s.accompagnement && (
        <Section id="titre-accompagnement" titre="Notre accompagnement">
          <p className="annuaire__texte">{s.accompagnement}</p>
        </Section>
      )}
      {s.expertise && (
        <Section id="titre-expertise" titre="Notre expertise">
          {/* Sanitised by the api on write and read, and again here by dompurify before rendering. */}
          <div className="texte-riche" dangerouslySetInnerHTML={{ __html: sanitizeRichText(s.expertise) }} />
        </Section>
      )}
      <Ressources ressources={s.ressources} codeDossier={codeDossier} />
      {!isCollaborateur && <RappelForm idService={s.id} codeDossier={codeDossier} />}
      <DemandesRappel codeDossier={codeDossier} isCollaborateur={isCollaborateur} idService={s.id} />
    </>
  );
}

function ServiceDossier({ slug, codeDossier, isCollaborateur }: { slug: string; codeDossier: string; isCollaborateur: boolean }) {
  const query = useService(codeDossier, slug);
  return (
    <QueryState query={query} errorMessage={M.erreurChargement} loadingLabel="Chargement du service">
      {(s) => <Detail s={s} codeDossier={codeDossier} isCollaborateur={isCollaborateur} />}
    </QueryState>
  );
}

/** /annuaire-services/{serviceSlug}: presentation, accompaniment, expertise, resources and 'Être rappelé' (spec 02 §9). */
export default function ServicePage() {
  const { serviceSlug } = useParams();
  const { dossier, isCollaborateur } = useSelectedDossier();
  if (!serviceSlug) return <Navigate to="/annuaire-services" replace />;
  return (
    <div className="page annuaire">
      <p>
        <Link to="/annuaire-services">← Retour à l’annuaire des services</Link>
      </p>
      {dossier ? (
        <ServiceDossier key={`${dossier.codeDossier}-${serviceSlug}`} slug={serviceSlug} codeDossier={dossier.codeDossier} isCollaborateur={isCollaborateur} />
      ) : (
        <EmptyState>Aucun dossier sélectionné.</EmptyState>
      )}
    </div>
  );
}
