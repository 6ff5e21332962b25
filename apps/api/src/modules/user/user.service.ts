import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Dossier as DossierDto, SessionUser, User } from '@portail/contracts';
import type { Repository } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { CollaborateurReader } from '../collaborateur/collaborateur-reader.service';
import { byRaisonSociale } from '../dossier/dossier-order';
import { DroitsService } from '../droits/droits.service';
import { Compte } from './compte.entity';
import { Personne } from './personne.entity';

@Injectable()
export class UserService {
  constructor(
    @InjectRepository(Personne) private readonly personnes: Repository<Personne>,
    @InjectRepository(Compte) private readonly comptes: Repository<Compte>,
    private readonly droits: DroitsService,
    private readonly collaborateurs: CollaborateurReader,
  ) {}

  async get(user: SessionUser): Promise<User> {
    const personne = await this.personnes.findOneBy({ guidPersonne: user.guidPersonne });
    if (!personne) throw AppException.notFound();
    const [compte, fonctions] = await Promise.all([
      this.comptes.findOneBy({ guidPersonne: user.guidPersonne }),
      this.collaborateurs.fonctionCodes(user.guidPersonne),
    ]);
    return {
      nom: personne.nom,
      prenom: personne.prenom,
      mail: personne.email ?? compte?.login ?? '',
      tel: personne.telephone,
      guidPersonne: personne.guidPersonne,
      estTesteur: compte?.estTesteur ?? false,
      hasForum: compte?.hasForum ?? false,
      estCollaborateur: fonctions !== null,
      fonctionsCollaborateur: fonctions ?? [],
      modules: [...personne.modules].sort(),
      id: compte?.id ?? null,
      adresse: personne.adresse,
      port: personne.portable,
      canalPrefere: personne.canalPrefere,
      preferences: { sendMailWhenNotify: compte?.sendMailWhenNotify ?? false },
    };
  }

  /** False when the person has no account. */
  async savePreferences(guidPersonne: string, sendMailWhenNotify: boolean): Promise<boolean> {
    const result = await this.comptes.update({ guidPersonne }, { sendMailWhenNotify });
    return !!result.affected;
  }

  /** Own dossiers and those shared with the user, in French order of company name. */
  async dossiers(user: SessionUser): Promise<DossierDto[]> {
    const droits = await this.droits.memberDossiers(user.guidPersonne);
    const rights = await this.droits.forUser(user);
    const modulesOf = (code: string) => rights.data.dossiers.find((d) => d.codeDossier === code)?.modules ?? [];
    return droits
      .map((d) => ({
        id: d.dossier.id,
        codeDossier: d.codeDossier,
        raisonSociale: d.dossier.raisonSociale,
        codeEntite: d.dossier.codeEntite,
        guidPersonne: d.dossier.guidPersonne,
        estFavoris: d.estFavoris,
        idRole: d.idRole,
        statut: d.dossier.statut,
        typeActivite: d.dossier.typeActivite,
        modulesEffectifs: modulesOf(d.codeDossier),
      }))
      .sort(byRaisonSociale);
  }

  /** One favourite per person: the chosen dossier is set, every other one cleared, atomically. */
  async setFavori(user: SessionUser, codeDossier: string): Promise<{ codeDossier: string; estFavoris: true }> {
    if (user.typeUtilisateur === 'collab') throw AppException.forbidden('Les collaborateurs n’ont pas de dossier favori.');
    await this.droits.setFavori(user.guidPersonne, codeDossier);
    return { codeDossier, estFavoris: true };
  }
}
