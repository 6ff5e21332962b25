import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Contact, fonctionAccordee } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { sanitizeRichText } from '../content/sanitize-rich-text';
import { CollaborateurReader, type StaffContact } from '../collaborateur/collaborateur-reader.service';

const GESTIONNAIRE_PAIE = 'Gestionnaire Paie';
const CONTACTS_LIMIT = 50;

const PHOTO_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

@Injectable()
export class ContactsService {
  constructor(private readonly collaborateurs: CollaborateurReader) {}

  /** An active adviser of the dossier by agent code, read inside the caller's transaction when given. */
  async adviserOfDossier(codeDossier: string, codeAgent: string, tx?: EntityManager): Promise<StaffContact | undefined> {
    return (await this.collaborateurs.contactsOfDossier(codeDossier, { codeAgent, limit: 1 }, tx))[0];
  }

  async list(codeDossier: string): Promise<Contact[]> {
    return (await this.collaborateurs.contactsOfDossier(codeDossier, { limit: CONTACTS_LIMIT })).map((r) => toContact(codeDossier, r));
  }

  hasGestionnairePaie(codeDossier: string): Promise<boolean> {
    return this.collaborateurs.hasFonctionOnDossier(codeDossier, GESTIONNAIRE_PAIE);
  }

  /** Image rights are checked here, not only in the page: without them the photo is never served. */
  async photo(codeDossier: string, codeAgent: string): Promise<{ data: Buffer; type: string }> {
    const row = await this.collaborateurs.photoOnDossier(codeDossier, codeAgent);
    if (!row) throw AppException.notFound('Photo indisponible.');
    const type = row.photo_type && PHOTO_TYPES.has(row.photo_type) ? row.photo_type : 'application/octet-stream';
    return { data: row.photo, type };
  }
}

export function toContact(codeDossier: string, r: StaffContact): Contact {
  const photo = r.droit_image && r.has_photo ? `/api/contacts/photo/${codeDossier}/${encodeURIComponent(r.code_agent)}` : null;
  return {
    codeAgent: r.code_agent,
    prenom: r.prenom,
    nom: r.nom,
    fonction: fonctionAccordee(r.fonction ?? 'Conseiller', r.sexe),
    nomAgence: r.nom_agence,
    telephone: r.telephone,
    mail: r.mail,
    mission: r.mission ? sanitizeRichText(r.mission) : null,
    sexe: r.sexe,
    droitImage: r.droit_image,
    photo,
  };
}
