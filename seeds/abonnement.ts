import { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import { masquerIban } from '@portail/contracts';
import { loadConfig } from '../apps/api/src/config/app-config';
import type { BlobStore } from '../apps/api/src/common/storage/blob-store';
import { AbonnementCotisation, AbonnementFacture, AbonnementParametres, MandatSepaEntity } from '../apps/api/src/modules/abonnement/abonnement.entity';
import { sealIban } from '../apps/api/src/modules/abonnement/mandat-iban';
import { SecretSealer } from '../apps/api/src/common/secrets/secret-sealer';
import { GedDocument } from '../apps/api/src/modules/documents/ged-document.entity';
import { GedNoeud } from '../apps/api/src/modules/documents/ged-noeud.entity';
import { ABONNEMENTS, type AbonnementSeed, MOIS_FACTURES } from './abonnement-data';
import { dossiers } from './data';
import { euros, renderPdf } from './ged-pdf';
import { factureAbonnementGedId, factureAbonnementId, factureAbonnementNoeudId, gedNoeudId } from './ids';

const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

export interface FactureSeed {
  id: string;
  gedId: string | null;
  numero: string;
  libelle: string;
  date: string;
  etat: AbonnementFacture['etat'];
  ht: number;
  ttc: number;
  lignes: [string, number][];
}

/** The QA invoices of a dossier: one a month; the month still 'A facturer' has no PDF yet. */
export function facturesAbonnement(codeDossier: string): FactureSeed[] {
  const seed = ABONNEMENTS[codeDossier];
  if (!seed) return [];
  return MOIS_FACTURES.map((m, i) => {
    const c = seed.cotisations.find((x) => x.millesime === m.annee) ?? seed.cotisations[seed.cotisations.length - 1];
    const lignes: [string, number][] = [
      ['Cotisation', Math.round(c.cotisation / 12)],
      ['Comptabilité', Math.round(c.compta / 12)],
      ['Conseil', Math.round(c.conseil / 12)],
      ['Juridique', Math.round(c.juridique / 12)],
    ];
    const ht = lignes.reduce((s, [, v]) => s + v, 0);
    const etat = seed.etats[i];
    return {
      id: factureAbonnementId(codeDossier, i + 1),
      gedId: etat === 'A facturer' ? null : factureAbonnementGedId(codeDossier, i + 1),
      numero: `FA-${m.annee}${String(m.mois).padStart(2, '0')}-${codeDossier}`,
      libelle: `Abonnement ${MOIS[m.mois - 1]} ${m.annee}`,
      date: m.date,
      etat,
      ht,
      ttc: Math.round(ht * 1.2),
      lignes,
    };
  });
}

const eur = (cents: number) => euros(cents / 100);

/** Each invoice's PDF is generated once per process: a reseed writes the same bytes without rendering them again. */
const generes = new Map<string, Promise<Buffer>>();
function facturePdf(codeDossier: string, f: FactureSeed): Promise<Buffer> {
  let pdf = generes.get(f.id);
  if (!pdf) generes.set(f.id, (pdf = renderFacturePdf(codeDossier, f)));
  return pdf;
}

function renderFacturePdf(codeDossier: string, f: FactureSeed): Promise<Buffer> {
  const d = dossiers.find((x) => x.codeDossier === codeDossier)!;
  return renderPdf({
    title: `Facture ${f.numero}`,
    header: [
      'Cabinet CDER, 2 rue de l’Arbalète, 51100 Reims',
      `${d.raisonSociale} — dossier ${codeDossier}`,
      `Date : ${f.date.split('-').reverse().join('/')}`,
    ],
    pages: [
      [
        { title: f.libelle, rows: f.lignes.map(([l, v]) => [l, eur(v)]) },
        {
          rows: [
            ['Total HT', eur(f.ht)],
            ['TVA 20 %', eur(f.ttc - f.ht)],
            ['Total TTC', eur(f.ttc)],
          ],
        },
      ],
    ],
  });
}

/** Subscriptions, parameters, a year of invoices (PDFs filed in the document store) and the mandate of a QA dossier. */
export async function seedAbonnement(tx: EntityManager, codeDossier: string, blobs: BlobStore): Promise<void> {
  const seed: AbonnementSeed | undefined = ABONNEMENTS[codeDossier];
  if (!seed) return;
  await tx.upsert(
    AbonnementCotisation,
    seed.cotisations.map((c) => ({ codeDossier, ...c })),
    ['codeDossier', 'millesime'],
  );
  await tx.upsert(AbonnementParametres, { codeDossier, ...seed.parametres, dateModification: new Date('2026-01-12T09:00:00Z') }, ['codeDossier']);

  const noeudId = factureAbonnementNoeudId(codeDossier);
  await tx.upsert(
    GedNoeud,
    {
      id: noeudId,
      espace: 'dossier',
      codeDossier,
      code: 'factures_cabinet',
      parentId: gedNoeudId(codeDossier, 1),
      // Not 'Factures…': the store's own 'Factures' folder keeps a name no other folder starts with.
      titre: 'Abonnement et factures du cabinet',
      ordre: 90,
      template: 'default',
      categorieId: 'facturation',
      store: 'documents',
      moduleRequis: null,
      cderParticulier: false,
      icone: null,
      couleur: null,
      placeholderRecherche: null,
      texte: null,
    },
    ['id'],
  );
  const factures = facturesAbonnement(codeDossier);
  const avecPdf = factures.filter((x) => x.gedId);
  const fichiers = await Promise.all(avecPdf.map((f) => facturePdf(codeDossier, f)));
  const documents = [];
  for (const [i, f] of avecPdf.entries()) {
    const blobKey = `ged/${codeDossier}/${f.gedId}`;
    const stored = await blobs.put(blobKey, Readable.from([fichiers[i]]));
    const date = new Date(`${f.date}T09:00:00Z`);
    documents.push({
      id: f.gedId!,
      noeudId,
      codeDossier,
      nom: `Facture ${f.numero}.pdf`,
      type: 'document' as const,
      extension: 'pdf',
      mime: 'application/pdf',
      taille: stored.size,
      blobKey,
      sha256: stored.sha256,
      dateCreation: date,
      dateModification: date,
      millesime: Number(f.date.slice(0, 4)),
      estSiteInternet: false,
      nbPages: null,
      apercuStatut: 'attente' as const,
      contenu: null,
      nomFournisseur: null,
      dateFacture: null,
      numeroFacture: null,
      totalTTC: null,
      typeFacture: null,
      typeFichier: null,
      deposePar: null,
    });
  }
  await tx.upsert(GedDocument, documents, ['id']);
  await tx.upsert(
    AbonnementFacture,
    factures.map((f) => ({
      id: f.id,
      codeDossier,
      numeroFacture: f.numero,
      libelle: f.libelle,
      dateFacture: f.date,
      etat: f.etat,
      montantHt: f.ht,
      montantTtc: f.ttc,
      gedDocumentId: f.gedId,
    })),
    ['id'],
  );

  // Mandates recorded during QA go; the seeded one comes back with its reference.
  await tx.delete(MandatSepaEntity, { codeDossier });
  if (seed.mandat) {
    const { iban, ...m } = seed.mandat;
    const reference = `MDT-${codeDossier}-0001`;
    await tx.insert(MandatSepaEntity, {
      codeDossier,
      ...m,
      reference,
      ...sealIban(new SecretSealer(loadConfig()), reference, iban),
      ibanMasque: masquerIban(iban),
      creeLe: new Date(`${m.dateSignature}T09:00:00Z`),
    });
  }
}
