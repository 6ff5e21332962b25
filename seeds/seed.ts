import { hashPassword } from '../apps/api/src/modules/auth/password';
import type { DataSource, EntityManager } from 'typeorm';
import { Categorie } from '../apps/api/src/modules/droits/categorie.entity';
import { Collaborateur } from '../apps/api/src/modules/collaborateur/collaborateur.entity';
import { Compte } from '../apps/api/src/modules/user/compte.entity';
import { Dossier } from '../apps/api/src/modules/dossier/dossier.entity';
import { DossierModule } from '../apps/api/src/modules/dossier/dossier-module.entity';
import { Droit } from '../apps/api/src/modules/droits/droit.entity';
import { Fonction } from '../apps/api/src/modules/collaborateur/fonction.entity';
import { Personne } from '../apps/api/src/modules/user/personne.entity';
import { Role } from '../apps/api/src/modules/droits/role.entity';
import { categories, collaborateurs, communications, dossiers, droits, fonctions, invitations, personnes, roles } from './data';
import { CommunicationModification } from '../apps/api/src/modules/account/communication-modification.entity';
import { DossierCommunication } from '../apps/api/src/modules/account/dossier-communication.entity';
import { Invitation } from '../apps/api/src/modules/sharing/invitation.entity';
import { InvitationDossier } from '../apps/api/src/modules/sharing/invitation-dossier.entity';
import { droitId, QA_PASSWORD } from './ids';
import { seedEvenements, seedEvenementsDossier, seedNotifications } from './evenements';
import { seedContactProfiles, seedPages, seedRendezVous } from './rendez-vous';
import type { BlobStore } from '../apps/api/src/common/storage/blob-store';
import { seedOutils, seedOutilsPersonnes } from './outils';
import { defaultBlobStore, deleteBlobs, gedBlobKeys, seedGedBoard, seedGedDossier } from './ged';
import { seedEmprunts } from './emprunts';
import { seedAssolement, seedCultures } from './assolement';
import { seedZones } from './zones';
import { deleteDuers, seedDuerBibliotheque, seedDuers } from './duer';
import { seedDuerTextes } from './duer-textes';
import { seedDuerAuditBibliotheque, seedDuerAudits } from './duer-audit';
import { seedDuerDocuments } from './duer-documents';
import { duerVersionBlobKeys, seedDuerVersions } from './duer-versions';
import { seedDuerPlanAction } from './duer-plan-action';
import { seedIdentifiants } from './identifiants';
import { seedSecurite } from './securite';
import { seedAnnuaire, seedDemandesRappel } from './annuaire';
import { seedParcours } from './parcours';
import { isFerme, seedFermes } from './fermes';
import { seedAbonnement } from './abonnement';
import { seedAgAnnees, seedAgInvitations } from './ag';
import { galerieBlobKeys, seedGalerie } from './galerie';
import { SAVOIR_TABLES, seedSavoir } from './savoir';

import { seedChiffresCatalogue, seedChiffresFavoris, seedExercices } from './chiffres';
let passwordHash: Promise<string> | undefined;
const qaHash = () => (passwordHash ??= hashPassword(QA_PASSWORD));

/**
 * Loads the whole QA set; running it again restores every seeded row (idempotent). The document
 * store's files go to `blobs`, by default the blob store of the configuration (FILES_DIR).
 */
export async function seedAll(ds: DataSource, blobs: BlobStore = defaultBlobStore()): Promise<void> {
  await ds.transaction(async (tx) => {
    await seedReference(tx);
    await seedPeople(tx);
    await seedSecurite(tx);
    await seedChiffresFavoris(tx);
    await seedEvenements(tx);
    await seedNotifications(tx);
    await seedAnnuaire(tx, blobs);
    await seedAgAnnees(tx);
    await seedParcours(tx);
    for (const d of dossiers) await seedDossier(tx, d.codeDossier, blobs);
    await seedGedBoard(tx, blobs);
    await seedSavoir(tx, blobs);
    await seedZones(tx);
    await seedFermes(tx);
    await seedGalerie(tx, blobs);
  });
}

/** Seeds only when the database holds no dossier yet (first start). */
export async function seedIfEmpty(ds: DataSource, blobs: BlobStore = defaultBlobStore()): Promise<boolean> {
  if ((await ds.getRepository(Dossier).count()) > 0) return false;
  await seedAll(ds, blobs);
  return true;
}

/**
 * The firm's reference tables (rights categories, functions, roles, pages, tools catalogue, crops, DUER libraries, key
 * figures catalogue, Marne zones) without any person, account or dossier: a production portal's first start. Runs only on
 * a database without categories, so a firm's later edits are never overwritten.
 */
export async function seedReferenceIfEmpty(ds: DataSource): Promise<boolean> {
  if ((await ds.getRepository(Categorie).count()) > 0) return false;
  await ds.transaction(async (tx) => {
    await seedReference(tx);
    await seedZones(tx);
  });
  return true;
}

/** Empties every table the QA set covers (and the document store's blobs), then loads it again. */
export async function resetAll(ds: DataSource, blobs: BlobStore = defaultBlobStore()): Promise<void> {
  await ds.transaction(async (tx) => {
    await deleteBlobs(blobs, await gedBlobKeys(tx, 'all'));
    await deleteBlobs(blobs, await duerVersionBlobKeys(tx));
    await deleteBlobs(blobs, await galerieBlobKeys(tx));
    await tx.query(`TRUNCATE ${SAVOIR_TABLES}`);
    await tx.query(
      'TRUNCATE parcours_utilisateur, parcours, galerie_photo, ag_invitation, ag_annee, demande_rappel, annuaire_service, identifiant_journal, identifiant, mandat_sepa, abonnement_facture, abonnement_cotisation, abonnement_parametres, duer_plan_action, duer_rappel, duer_version, duer_impression, duer_page, duer_base_page, duer_annexe_module, duer_annexe, duer_base_annexe, duer_audit_categorie, duer_question, duer_base_question, duer_page_de_garde, duer_informations_generales, duer_preambule_categorie, duer_preambule, duer_historique, duer_picto, duer_risque, duer_groupe, duer_module, duer_categorie, duer, duer_base_risque_picto, duer_base_risque, duer_base_groupe, duer_base_module, duer_base_categorie, duer_base_picto, zone_commune, zone_agricole, assolement_culture, assolement, culture_correspondance, culture_type, emprunt, raccourci, outil_favori, outil, outil_categorie, chiffre_favori, chiffre, exercice, ged_envoi, ged_document, ged_noeud, notification, inscription, evenement, home_section, dossier_communication_modification, dossier_communication, compte_jeton, invitation_dossier, invitation, droit_categorie, droit, portefeuille, collaborateur_fonction, collaborateur, dossier_module, dossier, compte, personne, role_categorie, role, categorie, fonction CASCADE',
    );
  });
  await seedAll(ds, blobs);
}

/** Restores one seeded dossier (modules, rights, portfolio links, document store and its blobs) without touching anything else. */
export async function resetDossier(ds: DataSource, codeDossier: string, blobs: BlobStore = defaultBlobStore()): Promise<void> {
  if (isFerme(codeDossier)) return ds.transaction((tx) => seedFermes(tx, [codeDossier]));
  if (!dossiers.some((d) => d.codeDossier === codeDossier)) throw new Error(`Le dossier ${codeDossier} ne fait pas partie du jeu QA.`);
  await ds.transaction(async (tx) => {
    await seedReference(tx);
    await seedPeople(tx);
    await seedSecurite(tx);
    await seedChiffresFavoris(tx);
    await seedEvenements(tx);
    await seedNotifications(tx);
    await seedAnnuaire(tx, blobs);
    await deleteBlobs(blobs, await gedBlobKeys(tx, { codeDossier }));
    await deleteDuers(tx, codeDossier);
    await seedAgAnnees(tx, true);
    await tx.delete(Dossier, { codeDossier });
    await seedDossier(tx, codeDossier, blobs);
  });
}

async function seedReference(tx: EntityManager): Promise<void> {
  for (const c of [...categories].sort((a, b) => Number(!!a.parentId) - Number(!!b.parentId))) await tx.save(Categorie, c);
  for (const f of fonctions) await tx.save(Fonction, f);
  for (const r of roles) {
    await tx.save(Role, { idRole: r.idRole, nomRole: r.nomRole, categoriesPredefinies: r.categories.map((id) => ({ id })) });
  }
  await seedPages(tx);
  await seedOutils(tx);
  await seedCultures(tx);
  await seedDuerBibliotheque(tx);
  await seedDuerAuditBibliotheque(tx);

  await seedChiffresCatalogue(tx);
}

async function seedPeople(tx: EntityManager): Promise<void> {
  const hash = await qaHash();
  for (const p of personnes) {
    const { portable = null, adresse = null, canalPrefere = null } = p;
    await tx.save(Personne, {
      guidPersonne: p.guidPersonne,
      civilite: p.civilite,
      nom: p.nom,
      prenom: p.prenom,
      email: p.email,
      telephone: p.telephone,
      portable,
      adresse,
      canalPrefere,
      modules: p.modules,
    });
    if (!p.compte) continue;
    await tx.save(Compte, { id: p.compte, guidPersonne: p.guidPersonne, login: p.email, passwordHash: hash, actif: true, estTesteur: p.estTesteur ?? false });
  }
  for (const c of collaborateurs) {
    await tx.save(Personne, { guidPersonne: c.guidPersonne, civilite: null, nom: c.nom, prenom: c.prenom, email: c.email, telephone: null, modules: [] });
    await tx.save(Compte, { id: c.compte, guidPersonne: c.guidPersonne, login: c.loginAd, passwordHash: hash, actif: true });
    await tx.save(Collaborateur, {
      guidPersonne: c.guidPersonne,
      loginAd: c.loginAd,
      codeAgent: c.codeAgent,
      actif: true,
      fonctions: c.fonctions.map((code) => ({ code })),
    });
  }
  await seedContactProfiles(tx);
  await seedOutilsPersonnes(tx);
  for (const { dossiers: _offered, expiresInMs, ...i } of invitations) {
    await tx.save(Invitation, { ...i, dateExpiration: new Date(Date.now() + expiresInMs), dateAcceptation: null, dateRefus: null });
  }
}

async function seedDossier(tx: EntityManager, codeDossier: string, blobs: BlobStore): Promise<void> {
  const d = dossiers.find((x) => x.codeDossier === codeDossier)!;
  const { modules, ...fields } = d;
  await tx.save(Dossier, fields);
  await tx.delete(DossierModule, { codeDossier });
  await tx.insert(
    DossierModule,
    modules.map((module) => ({ codeDossier, module })),
  );
  for (const dr of droits.filter((x) => x.codeDossier === codeDossier)) {
    await tx.save(Droit, {
      id: droitId(dr.guidPersonne, codeDossier),
      guidPersonne: dr.guidPersonne,
      codeDossier,
      idRole: dr.idRole,
      estFavoris: dr.estFavoris,
      // Each seeded gérant is the dossier's own (the firm's data): a co-gérant arrives by invitation.
      estGerantOrigine: dr.idRole === 1,
      categories: dr.categories.map((id) => ({ id })),
    });
  }
  for (const { modifications, ...c } of communications.filter((x) => x.codeDossier === codeDossier)) {
    await tx.save(DossierCommunication, c);
    await tx.delete(CommunicationModification, { codeDossier });
    await tx.insert(
      CommunicationModification,
      modifications.map(({ date, ...m }) => ({ ...m, codeDossier, dateModification: new Date(date) })),
    );
  }
  for (const i of invitations) {
    for (const offered of i.dossiers.filter((x) => x.codeDossier === codeDossier)) {
      await tx.save(InvitationDossier, { invitationId: i.id, ...offered });
    }
  }
  for (const c of collaborateurs.filter((x) => x.portefeuille.includes(codeDossier))) {
    await tx.query('INSERT INTO portefeuille (guid_personne, code_dossier) VALUES ($1, $2) ON CONFLICT DO NOTHING', [c.guidPersonne, codeDossier]);
  }
  await seedEvenementsDossier(tx, codeDossier);
  await seedRendezVous(
    tx,
    codeDossier,
    collaborateurs.filter((x) => x.portefeuille.includes(codeDossier)).map((x) => x.guidPersonne),
  );
  await seedGedDossier(tx, codeDossier, blobs);
  await seedEmprunts(tx, codeDossier);
  await seedAssolement(tx, codeDossier);
  await seedDuers(tx, codeDossier);
  await seedDuerTextes(tx, codeDossier);
  await seedDuerAudits(tx, codeDossier);
  await seedDuerDocuments(tx, codeDossier, blobs);
  await seedDuerVersions(tx, codeDossier, blobs);
  await seedDuerPlanAction(tx, codeDossier);
  await seedIdentifiants(tx, codeDossier);
  await seedDemandesRappel(tx, codeDossier);

  await seedExercices(tx, codeDossier);
  await seedAbonnement(tx, codeDossier, blobs);
  await seedAgInvitations(tx, codeDossier);
}
