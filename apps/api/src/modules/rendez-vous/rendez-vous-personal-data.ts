import type { EntityManager } from 'typeorm';
import {
  PersonalDataHolderProvider,
  type DataSubject,
  type ErasureOutcome,
  type PersonalDataHolder,
  type PersonalDataSection,
} from '../../common/personal-data/personal-data';
import { CollaborateurReader } from '../collaborateur/collaborateur-reader.service';
import { ContactsService } from '../contacts/contacts.service';
import { OutboxService } from '../outbox/outbox.service';
import { JobName, QueueName } from '../../queue/queues';
import { rdvBlobKey } from './fichiers/rendez-vous-blobs';
import { RendezVousFichiers } from './fichiers/rendez-vous-fichiers.service';
import type { RendezVous } from './rendez-vous.entity';
import { RendezVousRepository, type DemandeDePersonne } from './rendez-vous.repository';

type Row = PersonalDataSection['rows'][number];

const iso = (d: Date | null) => d?.toISOString() ?? null;

function etat(date: Date | null, annuleLe: Date | null, now: Date): string {
  if (annuleLe) return 'Annulé';
  if (!date) return 'Demande envoyée';
  return date > now ? 'À venir' : 'Passé';
}

/** A file name of the archive: no folder in it, and none twice (two requests may carry the same name). */
function archiveName(used: Set<string>, nom: string): string {
  const safe = nom.replace(/[/\\]/g, '_');
  const dot = safe.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
  let name = safe;
  for (let n = 2; used.has(name); n++) name = `${base} (${n})${ext}`;
  used.add(name);
  return name;
}

/** The person's appointment requests, the appointments they led to, and their attachments (issue 33 §3, rule 'rendez-vous'). */
@PersonalDataHolderProvider()
export class RendezVousPersonalData implements PersonalDataHolder {
  constructor(
    private readonly repo: RendezVousRepository,
    private readonly contacts: ContactsService,
    private readonly collaborateurs: CollaborateurReader,
    private readonly fichiers: RendezVousFichiers,
    private readonly outbox: OutboxService,
  ) {}

  readonly retention = {
    /** 3 years after the appointment; a request never scheduled counts from its sending. Files go once the rows are gone. */
    'rendez-vous': async (before: Date): Promise<number> => {
      const { count, fichiers } = await this.repo.transaction((tx) => this.repo.deleteOlderThan(before, tx));
      await this.fichiers.remove(fichiers);
      return count;
    },
  };

  async exportOf(subject: DataSubject): Promise<PersonalDataSection[]> {
    const now = new Date();
    const demandes = await this.repo.demandesOf(subject.guidPersonne);
    const contacts = await this.repo.contactOf(subject.guidPersonne, subject.login);
    const used = new Set<string>();
    const files = demandes.flatMap((d) => d.pieces_jointes.map((p) => ({ name: archiveName(used, p.nom), blobKey: rdvBlobKey(p.fichier) })));
    const rows = [...(await this.demandeRows(demandes, now)), ...(await this.contactRows(contacts, now))];
    return [{ key: 'rendez-vous', title: 'Rendez-vous', rows, files }];
  }

  /** Rows kept for the firm without the person's words and contact details; the files' blobs go after the commit (purge job). */
  async erase(tx: EntityManager, subject: DataSubject): Promise<ErasureOutcome[]> {
    const { count, fichiers } = await this.repo.anonymiseOf(subject.guidPersonne, subject.login, tx);
    if (fichiers > 0) await this.outbox.enqueue(tx, { queue: QueueName.RendezVousFichiers, name: JobName.PurgeRendezVousFichiers, data: {} });
    return [{ rule: 'rendez-vous', action: 'anonymise', count }];
  }

  private async demandeRows(demandes: DemandeDePersonne[], now: Date): Promise<Row[]> {
    const rows: Row[] = [];
    for (const d of demandes) {
      const conseiller = await this.contacts.adviserOfDossier(d.code_dossier, d.code_agent);
      rows.push({
        dossier: d.code_dossier,
        dateDemande: d.created_at.toISOString(),
        conseiller: conseiller ? `${conseiller.prenom} ${conseiller.nom}`.trim() : d.code_agent,
        objet: d.titre,
        dateRendezVous: iso(d.date),
        etat: etat(d.date, d.annule_le, now),
        message: d.motif,
        telephone: d.telephone,
        email: d.email,
        piecesJointes: d.pieces_jointes.map((p) => p.nom).join(', ') || null,
      });
    }
    return rows;
  }

  private async contactRows(rdvs: RendezVous[], now: Date): Promise<Row[]> {
    const guids = [...new Set(rdvs.flatMap((r) => (r.guidResponsable ? [r.guidResponsable] : [])))];
    const profiles = new Map((await this.collaborateurs.profiles(guids)).map((p) => [p.guidPersonne, `${p.prenom} ${p.nom}`.trim()]));
    return rdvs.map((r) => ({
      dossier: r.codeDossier,
      dateDemande: null,
      conseiller: (r.guidResponsable && profiles.get(r.guidResponsable)) || null,
      objet: r.titre,
      dateRendezVous: r.date.toISOString(),
      etat: etat(r.date, r.annuleLe, now),
      message: r.motif,
      telephone: r.telephoneContact,
      email: r.emailContact,
      piecesJointes: null,
    }));
  }
}
