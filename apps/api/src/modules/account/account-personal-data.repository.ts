import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CommunicationModification } from './communication-modification.entity';
import { DossierCommunication } from './dossier-communication.entity';

/** The person's own addresses: e-mails lower-cased, phones as the digits the dossiers store. */
export interface OwnAddresses {
  emails: string[];
  phones: string[];
}

/** A field of a dossier's contact details holds one of these addresses. */
const HOLDS_ADDRESS = `lower(email_principal) = ANY($1) OR lower(email_facturation) = ANY($1) OR telephone = ANY($2) OR portable = ANY($2)`;

/** The dossiers' contact details as the RGPD rights read and anonymise them. */
@Injectable()
export class AccountPersonalDataRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Contact details of the dossiers that hold one of the person's addresses or whose last change the person made. */
  communicationsOf(guidPersonne: string, own: OwnAddresses): Promise<DossierCommunication[]> {
    return this.ds
      .getRepository(DossierCommunication)
      .createQueryBuilder('c')
      .where(
        `(lower(c.email_principal) = ANY(:emails) OR lower(c.email_facturation) = ANY(:emails) OR c.telephone = ANY(:phones) OR c.portable = ANY(:phones))
         OR c.code_dossier IN (SELECT m.code_dossier FROM dossier_communication_modification m WHERE m.guid_personne = :guid)`,
        { emails: own.emails, phones: own.phones, guid: guidPersonne },
      )
      .orderBy('c.code_dossier')
      .getMany();
  }

  modificationsBy(guidPersonne: string): Promise<CommunicationModification[]> {
    return this.ds.getRepository(CommunicationModification).find({ where: { guidPersonne }, order: { codeDossier: 'ASC', champ: 'ASC' } });
  }

  /** Empties the fields holding the person's addresses; the other fields of the dossier stay. Returns the rows changed. */
  async clearAddresses(tx: EntityManager, own: OwnAddresses): Promise<number> {
    const [, count]: [unknown, number] = await tx.query(
      `UPDATE dossier_communication SET
         email_principal = CASE WHEN lower(email_principal) = ANY($1) THEN NULL ELSE email_principal END,
         email_facturation = CASE WHEN lower(email_facturation) = ANY($1) THEN NULL ELSE email_facturation END,
         indicatif_telephone = CASE WHEN telephone = ANY($2) THEN NULL ELSE indicatif_telephone END,
         telephone = CASE WHEN telephone = ANY($2) THEN NULL ELSE telephone END,
         indicatif_portable = CASE WHEN portable = ANY($2) THEN NULL ELSE indicatif_portable END,
         portable = CASE WHEN portable = ANY($2) THEN NULL ELSE portable END
       WHERE ${HOLDS_ADDRESS}`,
      [own.emails, own.phones],
    );
    return count;
  }

  /** The changes the person made stay in the dossier's history without their name. */
  async anonymiseModifications(tx: EntityManager, guidPersonne: string): Promise<number> {
    const result = await tx.getRepository(CommunicationModification).update({ guidPersonne }, { guidPersonne: null, userModification: null });
    return result.affected ?? 0;
  }
}
