import { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import type { BlobStore } from '../apps/api/src/common/storage/blob-store';
import { DemandeRappel, ServiceAnnuaire } from '../apps/api/src/modules/annuaire/annuaire.entity';
import { sanitizeRichText } from '../apps/api/src/modules/content/sanitize-rich-text';
import { annuaireServiceId, DEMANDES_RAPPEL, demandeRappelId, GUIDES_PDF, SERVICES } from './annuaire-data';
import { personnes } from './data';
import { renderPdf } from './ged-pdf';

const claire = personnes.find((p) => p.email === 'gerant.multi@exemple.fr')!;

/** The directory's services (fixed ids, upserted) and their PDF guides in the blob store. */
export async function seedAnnuaire(tx: EntityManager, blobs: BlobStore): Promise<void> {
  await tx.upsert(
    ServiceAnnuaire,
    SERVICES.map(({ n, expertise, ...s }) => ({ ...s, id: annuaireServiceId(n), expertise: sanitizeRichText(expertise) })),
    ['id'],
  );
  for (const g of GUIDES_PDF) {
    const pdf = await renderPdf({
      title: g.titre,
      header: ['Cabinet CDER — Annuaire des services', 'Document d’information, non contractuel'],
      pages: [[{ title: 'L’essentiel', lines: g.lignes }]],
    });
    await blobs.put(`annuaire/${g.fichier}`, Readable.from([pdf]));
  }
}

/** The dossier's callback requests (010001: one per state); the dossier's reset deletes them with the dossier. */
export async function seedDemandesRappel(tx: EntityManager, codeDossier: string): Promise<void> {
  await tx.delete(DemandeRappel, { codeDossier });
  for (const d of DEMANDES_RAPPEL[codeDossier] ?? []) {
    await tx.insert(DemandeRappel, {
      id: demandeRappelId(codeDossier, d.n),
      idService: annuaireServiceId(d.service),
      codeDossier,
      codeAgent: d.codeAgent,
      nomConseiller: d.conseiller,
      guidDemandeur: claire.guidPersonne,
      nomDemandeur: `${claire.prenom} ${claire.nom}`,
      dateDemande: new Date(d.dateDemande),
      etat: d.etat,
      dateEtat: new Date(d.dateEtat),
      agentEtat: d.agentEtat,
    });
  }
}
