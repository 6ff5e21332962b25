import { ANONYMISED_NAME } from '../../common/personal-data/personal-data';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Compte } from './compte.entity';
import { Personne } from './personne.entity';

/** The person's account and identity as the RGPD rights read, erase and anonymise them. */
@Injectable()
export class UserPersonalDataRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  compte(guidPersonne: string): Promise<Compte | null> {
    return this.ds.getRepository(Compte).findOneBy({ guidPersonne });
  }

  personne(guidPersonne: string): Promise<Personne | null> {
    return this.ds.getRepository(Personne).findOneBy({ guidPersonne });
  }

  /** The account goes; its tokens, second factor and browsers cascade with it. */
  async deleteCompte(tx: EntityManager, guidPersonne: string): Promise<number> {
    return (await tx.getRepository(Compte).delete({ guidPersonne })).affected ?? 0;
  }

  /** The person's row stays (other modules' rows refer to it) without anything that identifies them. */
  async anonymisePersonne(tx: EntityManager, guidPersonne: string): Promise<number> {
    const result = await tx
      .getRepository(Personne)
      .update(
        { guidPersonne },
        { civilite: null, nom: PERSONNE_SUPPRIMEE, prenom: '', email: null, telephone: null, portable: null, adresse: null, canalPrefere: null, modules: [] },
      );
    return result.affected ?? 0;
  }
}

export const PERSONNE_SUPPRIMEE = ANONYMISED_NAME;
