import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Categorie } from './categorie.entity';
import { Droit } from './droit.entity';
import { Collaborateur } from '../collaborateur/collaborateur.entity';
import { Personne } from '../user/personne.entity';

@Injectable()
export class DroitsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  memberDroits(guidPersonne: string): Promise<Droit[]> {
    return this.ds.getRepository(Droit).find({
      where: { guidPersonne },
      relations: { dossier: { modules: true }, categories: true },
    });
  }

  memberDroit(guidPersonne: string, codeDossier: string): Promise<Droit | null> {
    return this.ds.getRepository(Droit).findOne({
      where: { guidPersonne, codeDossier },
      relations: { dossier: { modules: true }, categories: true },
    });
  }

  categories(): Promise<Categorie[]> {
    return this.ds.getRepository(Categorie).find({ order: { ordre: 'ASC' } });
  }

  collaborateur(guidPersonne: string): Promise<Collaborateur | null> {
    return this.ds.getRepository(Collaborateur).findOne({
      where: { guidPersonne, actif: true },
      relations: { fonctions: true, portefeuille: { modules: true } },
    });
  }

  personne(guidPersonne: string): Promise<Personne | null> {
    return this.ds.getRepository(Personne).findOneBy({ guidPersonne });
  }
}
