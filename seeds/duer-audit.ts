import { BASE_TYPE_AUDIT } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { DUERS_QA } from './duer-qa';
import { DUER, duerLigneId } from './ids';

/** The firm's prior-audit questionnaire (spec 03 §2.7), for farms and Champagne wine estates. */
export const AUDIT_QUESTIONNAIRE: { nom: string; questions: string[] }[] = [
  {
    nom: 'Organisation de la prévention',
    questions: [
      'Un responsable de la prévention des risques est-il désigné dans l’exploitation ?',
      'Les risques sont-ils abordés régulièrement avec les salariés (réunion, entretien annuel) ?',
      'Les accidents du travail et presque-accidents sont-ils enregistrés et analysés ?',
      'Un plan d’actions de prévention est-il établi et suivi chaque année ?',
      'Les entreprises extérieures (prestataires, tâcherons) reçoivent-elles un plan de prévention ?',
    ],
  },
  {
    nom: 'Document unique et affichages obligatoires',
    questions: [
      'Le document unique a-t-il été mis à jour depuis moins d’un an ?',
      'Le document unique est-il tenu à la disposition des salariés ?',
      'Les consignes de sécurité incendie et les numéros d’urgence sont-ils affichés ?',
      'Les horaires de travail et le repos hebdomadaire sont-ils affichés ?',
      'Les coordonnées du médecin du travail (MSA) et de l’inspection du travail sont-elles affichées ?',
    ],
  },
  {
    nom: 'Formation et information des salariés',
    questions: [
      'Chaque nouveau salarié reçoit-il un accueil sécurité à son arrivée ?',
      'Les conducteurs d’engins (tracteur enjambeur, chariot élévateur) disposent-ils d’une autorisation de conduite ?',
      'Les salariés manipulant des produits phytosanitaires détiennent-ils le Certiphyto ?',
      'Les salariés sont-ils formés aux gestes et postures (port de caisses, taille) ?',
      'Les formations suivies sont-elles enregistrées et leur renouvellement planifié ?',
    ],
  },
  {
    nom: 'Équipements de travail',
    questions: [
      'Les tracteurs et enjambeurs sont-ils équipés d’un arceau ou d’une cabine de protection et de ceintures ?',
      'Les protecteurs de cardans et de prises de force sont-ils en place et en bon état ?',
      'Les vérifications générales périodiques (pressoirs, chariots, appareils de levage) sont-elles réalisées ?',
      'Les sécateurs électriques et outils de taille sont-ils entretenus selon la notice du fabricant ?',
      'Les notices d’utilisation des machines sont-elles disponibles sur l’exploitation ?',
    ],
  },
  {
    nom: 'Produits chimiques et phytosanitaires',
    questions: [
      'Le local phytosanitaire est-il fermé à clé, ventilé et muni d’un bac de rétention ?',
      'Les fiches de données de sécurité des produits utilisés sont-elles disponibles ?',
      'Des équipements de protection individuelle adaptés (combinaison, gants nitrile, masque) sont-ils fournis ?',
      'Les délais de réentrée dans les parcelles traitées sont-ils respectés et signalés aux salariés ?',
      'Les produits de nettoyage des cuves (soude, acide) sont-ils stockés séparément et étiquetés ?',
    ],
  },
  {
    nom: 'Locaux et chais',
    questions: [
      'Les cuveries et caves disposent-elles d’une ventilation suffisante contre le CO₂ de fermentation ?',
      'Un détecteur de CO₂ est-il installé dans les zones de fermentation ?',
      'Les passerelles et escaliers d’accès aux cuves sont-ils munis de garde-corps ?',
      'Les sols des chais et des quais de réception sont-ils antidérapants et dégagés ?',
      'L’installation électrique a-t-elle été vérifiée dans l’année par un organisme agréé ?',
    ],
  },
  {
    nom: 'Premiers secours',
    questions: [
      'Une trousse de secours complète est-elle présente au chai et dans chaque véhicule de vendange ?',
      'Au moins un salarié est-il formé sauveteur secouriste du travail (SST) ?',
      'Les consignes en cas d’accident sont-elles connues de tous, y compris des saisonniers ?',
      'Les extincteurs sont-ils vérifiés chaque année et accessibles ?',
    ],
  },
  {
    nom: 'Travailleurs saisonniers',
    questions: [
      'L’hébergement des vendangeurs respecte-t-il les normes (couchage, sanitaires, eau potable) ?',
      'Les saisonniers reçoivent-ils les consignes de sécurité dans une langue qu’ils comprennent ?',
      'De l’eau fraîche et des pauses sont-elles organisées pendant les épisodes de forte chaleur ?',
      'Le transport des vendangeurs se fait-il dans des véhicules adaptés et assurés ?',
      'Les prestataires de main-d’œuvre fournissent-ils les justificatifs de déclaration des salariés ?',
    ],
  },
  {
    nom: 'Travail isolé',
    questions: [
      'Les situations de travail isolé (taille, traitements, surveillance des fermentations) sont-elles identifiées ?',
      'Un moyen d’alerte (téléphone, dispositif d’alarme pour travailleur isolé) est-il fourni ?',
      'Les interventions dangereuses (entrée en cuve, travaux en hauteur) sont-elles interdites en solitaire ?',
      'Une personne est-elle informée des horaires et du lieu de travail du salarié isolé ?',
    ],
  },
];

/** Fixed ids: audit categories after the work-unit library, base questions from 99 001. */
export const auditCategorieId = (n: number) => 9900 + n;
export const auditQuestionId = (n: number) => 99_000 + n;
export const AUDIT_TABLES = ['duer_base_question', 'duer_question', 'duer_audit_categorie'] as const;

/** Answers of a seeded DUER: 010001's 2025 fully answered, its 2026 half (first questions of each category). */
const REPONDUS: Partial<Record<number, 'tout' | 'moitie'>> = { [DUER.agri2025]: 'tout', [DUER.agri2026]: 'moitie' };
const REMARQUES = [
  'Mis à jour en réunion de janvier.',
  'À revoir avant les vendanges.',
  'Vérifié avec le conseiller prévention MSA.',
  'Affichage refait au chai principal.',
];

async function resync(tx: EntityManager, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE((SELECT MAX(id) FROM "${table}"), 0) + 1, false)`);
  }
}

/** The firm's questionnaire: categories of base type 99 and their questions, upserted on fixed ids. */
export async function seedDuerAuditBibliotheque(tx: EntityManager): Promise<void> {
  let n = 0;
  for (const [ic, c] of AUDIT_QUESTIONNAIRE.entries()) {
    const idCategorie = auditCategorieId(ic + 1);
    await tx.query(
      `INSERT INTO duer_base_categorie (id, nom, id_base_type, code_dossier, annee, ordre) VALUES ($1, $2, $3, NULL, NULL, $4)
       ON CONFLICT (id) DO UPDATE SET nom = EXCLUDED.nom, id_base_type = EXCLUDED.id_base_type, code_dossier = NULL, annee = NULL, ordre = EXCLUDED.ordre`,
      [idCategorie, c.nom, BASE_TYPE_AUDIT, ic + 1],
    );
    for (const [iq, nom] of c.questions.entries()) {
      await tx.query(
        `INSERT INTO duer_base_question (id, nom, id_base_categorie, ordre, code_dossier) VALUES ($1, $2, $3, $4, NULL)
         ON CONFLICT (id) DO UPDATE SET nom = EXCLUDED.nom, id_base_categorie = EXCLUDED.id_base_categorie, ordre = EXCLUDED.ordre, code_dossier = NULL`,
        [auditQuestionId(++n), nom, idCategorie, iq + 1],
      );
    }
  }
  await resync(tx, ['duer_base_categorie', 'duer_base_question']);
}

/** The audits of a dossier's seeded DUERs (after seedDuers, which recreates the DUERs): the questionnaire and answers. */
export async function seedDuerAudits(tx: EntityManager, codeDossier: string): Promise<void> {
  for (const plan of DUERS_QA.filter((d) => d.codeDossier === codeDossier)) {
    const repondu = REPONDUS[plan.id];
    let n = 0;
    let base = 0;
    for (const [ic, c] of AUDIT_QUESTIONNAIRE.entries()) {
      for (const [iq] of c.questions.entries()) {
        base++;
        n++;
        const avec = repondu === 'tout' || (repondu === 'moitie' && iq < c.questions.length / 2);
        const nonApplicable = avec && (ic + iq) % 7 === 3;
        const reponse = avec ? !nonApplicable && (ic + iq) % 4 !== 2 : null;
        const remarque = avec && iq === 0 ? REMARQUES[ic % REMARQUES.length] : '';
        await tx.query(
          `INSERT INTO duer_question (id, id_duer, id_base_question, ordre, reponse, non_applicable, remarque) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [duerLigneId(plan.id, n), plan.id, auditQuestionId(base), iq + 1, reponse, nonApplicable, remarque],
        );
      }
    }
  }
  await resync(tx, ['duer_question']);
}
