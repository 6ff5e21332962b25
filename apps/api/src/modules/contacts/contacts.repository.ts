import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

export const GESTIONNAIRE_PAIE = 'Gestionnaire Paie';
const CONTACTS_LIMIT = 50;

export interface ContactRow {
  guid_personne: string;
  code_agent: string;
  prenom: string;
  nom: string;
  fonction: string | null;
  nom_agence: string | null;
  telephone: string | null;
  mail: string | null;
  mission: string | null;
  sexe: string;
  droit_image: boolean;
  has_photo: boolean;
}

const CONTACT_COLUMNS = `c.guid_personne, c.code_agent, p.prenom, p.nom, c.nom_agence, c.telephone, COALESCE(c.mail, p.email) AS mail, c.mission, c.sexe,
  c.droit_image, (c.photo IS NOT NULL) AS has_photo,
  (SELECT f.libelle FROM collaborateur_fonction cf JOIN fonction f ON f.code = cf.fonction_code WHERE cf.guid_personne = c.guid_personne ORDER BY f.code LIMIT 1) AS fonction`;

/** The collaborators attached to a dossier (its portfolio links), as contacts. */
@Injectable()
export class ContactsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  ofDossier(codeDossier: string): Promise<ContactRow[]> {
    return this.ds.query(
      `SELECT ${CONTACT_COLUMNS} FROM portefeuille pf JOIN collaborateur c ON c.guid_personne = pf.guid_personne JOIN personne p ON p.guid_personne = c.guid_personne
       WHERE pf.code_dossier = $1 AND c.actif ORDER BY p.nom, p.prenom LIMIT ${CONTACTS_LIMIT}`,
      [codeDossier],
    );
  }

  async oneOfDossier(codeDossier: string, codeAgent: string, tx?: EntityManager): Promise<ContactRow | undefined> {
    const rows: ContactRow[] = await (tx ?? this.ds.manager).query(
      `SELECT ${CONTACT_COLUMNS} FROM portefeuille pf JOIN collaborateur c ON c.guid_personne = pf.guid_personne JOIN personne p ON p.guid_personne = c.guid_personne
       WHERE pf.code_dossier = $1 AND c.code_agent = $2 AND c.actif LIMIT 1`,
      [codeDossier, codeAgent],
    );
    return rows[0];
  }

  async hasFonction(codeDossier: string, fonction: string): Promise<boolean> {
    const rows: unknown[] = await this.ds.query(
      `SELECT 1 FROM portefeuille pf JOIN collaborateur c ON c.guid_personne = pf.guid_personne JOIN collaborateur_fonction cf ON cf.guid_personne = c.guid_personne
       WHERE pf.code_dossier = $1 AND c.actif AND cf.fonction_code = $2 LIMIT 1`,
      [codeDossier, fonction],
    );
    return rows.length > 0;
  }

  /** The photo only when the collaborator is attached to the dossier and gave image rights. */
  async photo(codeDossier: string, codeAgent: string): Promise<{ photo: Buffer; photo_type: string | null } | undefined> {
    const rows: { photo: Buffer; photo_type: string | null }[] = await this.ds.query(
      `SELECT c.photo, c.photo_type FROM portefeuille pf JOIN collaborateur c ON c.guid_personne = pf.guid_personne
       WHERE pf.code_dossier = $1 AND c.code_agent = $2 AND c.actif AND c.droit_image AND c.photo IS NOT NULL LIMIT 1`,
      [codeDossier, codeAgent],
    );
    return rows[0];
  }
}
