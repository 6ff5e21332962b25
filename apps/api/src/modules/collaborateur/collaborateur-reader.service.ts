import { Injectable } from '@nestjs/common';
import { fonctionAccordee, isDossierSelectable } from '@portail/contracts';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { Collaborateur } from './collaborateur.entity';

/** An active collaborator's functions and portfolio dossiers with their subscribed modules. */
export interface StaffRights {
  fonctions: { code: string; modules: string[] }[];
  portefeuille: { id: string | null; codeDossier: string; raisonSociale: string; codeEntite: string; statut: string; modules: string[] }[];
}

/** The function's title agreed with the collaborator's sex (the firm stores the masculine one). */
const titre = (libelle: string | undefined, sexe: string) => (libelle ? fonctionAccordee(libelle, sexe) : null);

export interface StaffProfile {
  guidPersonne: string;
  codeAgent: string;
  prenom: string;
  nom: string;
  fonction: string | null;
  mail: string | null;
}

/** A collaborator as a dossier's contact card shows them. */
export interface StaffContact {
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

const FIRST_FONCTION =
  '(SELECT f.libelle FROM collaborateur_fonction cf JOIN fonction f ON f.code = cf.fonction_code WHERE cf.guid_personne = c.guid_personne ORDER BY f.code LIMIT 1)';

/** What other modules may read of a collaborator (staff). */
@Injectable()
export class CollaborateurReader {
  constructor(@InjectRepository(Collaborateur) private readonly collaborateurs: Repository<Collaborateur>) {}

  /** An active collaborator by AD login, with the name and email of their person. */
  async activeByLoginAd(loginAd: string): Promise<{ guidPersonne: string; loginAd: string; nom: string; prenom: string; email: string | null } | null> {
    const collab = await this.collaborateurs.findOne({ where: { loginAd, actif: true }, relations: { personne: true } });
    if (!collab) return null;
    return {
      guidPersonne: collab.guidPersonne,
      loginAd: collab.loginAd,
      nom: collab.personne.nom,
      prenom: collab.personne.prenom,
      email: collab.personne.email,
    };
  }

  /**
   * Name, first function (by code) and mail address (their own, else their person's) of these
   * collaborators, ordered by name then first name.
   */
  async profiles(guids: string[], manager?: EntityManager): Promise<StaffProfile[]> {
    if (guids.length === 0) return [];
    const repo = manager ? manager.getRepository(Collaborateur) : this.collaborateurs;
    const rows = await repo
      .createQueryBuilder('c')
      .innerJoinAndSelect('c.personne', 'p')
      .leftJoinAndSelect('c.fonctions', 'f')
      .where('c.guid_personne = ANY(:guids::uuid[])', { guids })
      .orderBy('p.nom')
      .addOrderBy('p.prenom')
      .addOrderBy('c.guid_personne')
      .getMany();
    return rows.map((c) => ({
      guidPersonne: c.guidPersonne,
      codeAgent: c.codeAgent,
      prenom: c.personne.prenom,
      nom: c.personne.nom,
      fonction: titre([...c.fonctions].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))[0]?.libelle, c.sexe),
      mail: c.mail ?? c.personne.email ?? null,
    }));
  }

  /** The codes of the person's staff functions, or null when the person is no collaborator. */
  async fonctionCodes(guidPersonne: string): Promise<string[] | null> {
    const collab = await this.collaborateurs.findOne({ where: { guidPersonne }, relations: { fonctions: true } });
    return collab ? collab.fonctions.map((f) => f.code).sort() : null;
  }

  /**
   * The dossiers of the person's portfolio they may pick (contracts' isDossierSelectable), read now: a status changed
   * meanwhile counts at once (the rights cache may still hold it for a few seconds).
   */
  async portefeuilleSelectionnable(guidPersonne: string): Promise<{ codeDossier: string; raisonSociale: string }[]> {
    const rows = await this.collaborateurs
      .createQueryBuilder('c')
      .innerJoin('c.portefeuille', 'd')
      .select('d.code_dossier', 'codeDossier')
      .addSelect('d.raison_sociale', 'raisonSociale')
      .addSelect('d.statut', 'statut')
      .addSelect('d.id', 'id')
      .where('c.guid_personne = :guidPersonne', { guidPersonne })
      .getRawMany<{ codeDossier: string; raisonSociale: string; statut: string; id: string | null }>();
    return rows.filter(isDossierSelectable).map((r) => ({ codeDossier: r.codeDossier, raisonSociale: r.raisonSociale }));
  }

  /** Whether the person is staff at all (active or not). */
  exists(guidPersonne: string): Promise<boolean> {
    return this.collaborateurs.existsBy({ guidPersonne });
  }

  /** Read on every authenticated call: plain SQL, without the query builder's cost. */
  /** SQL true while the collaborator `guid` (an SQL uuid expression) is active: the session read embeds it. */
  static activeSql(guid: string): string {
    return `EXISTS (SELECT 1 FROM collaborateur WHERE guid_personne = ${guid} AND actif)`;
  }

  async isActive(guidPersonne: string): Promise<boolean> {
    const [{ active }] = (await this.collaborateurs.query(`SELECT ${CollaborateurReader.activeSql('$1::uuid')} AS active`, [guidPersonne])) as {
      active: boolean;
    }[];
    return active;
  }

  async loginAd(guidPersonne: string): Promise<string | null> {
    const collab = await this.collaborateurs.findOneBy({ guidPersonne });
    return collab?.loginAd ?? null;
  }

  /** Null when the person is no active collaborator; with a dossier code, the portfolio holds that one at most. */
  async staffRights(guidPersonne: string, codeDossier?: string): Promise<StaffRights | null> {
    const collab = await this.collaborateurs.findOne({
      where: { guidPersonne, actif: true },
      relations: { fonctions: true, portefeuille: { modules: true } },
    });
    if (!collab) return null;
    const portefeuille = codeDossier ? collab.portefeuille.filter((d) => d.codeDossier === codeDossier) : collab.portefeuille;
    return {
      fonctions: collab.fonctions.map((f) => ({ code: f.code, modules: f.modules })),
      portefeuille: portefeuille.map((d) => ({
        id: d.id,
        codeDossier: d.codeDossier,
        raisonSociale: d.raisonSociale,
        codeEntite: d.codeEntite,
        statut: d.statut,
        modules: d.modules.map((m) => m.module),
      })),
    };
  }

  /** Active collaborators attached to the dossier (its portfolio links), by name; with an agent code, that one only. */
  contactsOfDossier(codeDossier: string, options: { codeAgent?: string; limit: number }, manager?: EntityManager): Promise<StaffContact[]> {
    const query = this.onDossier(codeDossier, manager)
      .innerJoin('c.personne', 'p')
      .select('c.guid_personne', 'guid_personne')
      .addSelect('c.code_agent', 'code_agent')
      .addSelect('p.prenom', 'prenom')
      .addSelect('p.nom', 'nom')
      .addSelect('c.nom_agence', 'nom_agence')
      .addSelect('c.telephone', 'telephone')
      .addSelect('COALESCE(c.mail, p.email)', 'mail')
      .addSelect('c.mission', 'mission')
      .addSelect('c.sexe', 'sexe')
      .addSelect('c.droit_image', 'droit_image')
      .addSelect('(c.photo IS NOT NULL)', 'has_photo')
      .addSelect(FIRST_FONCTION, 'fonction');
    if (options.codeAgent !== undefined) query.andWhere('c.code_agent = :codeAgent', { codeAgent: options.codeAgent });
    return query.orderBy('p.nom').addOrderBy('p.prenom').limit(options.limit).getRawMany<StaffContact>();
  }

  /** The active collaborator attached to the dossier, one holding this function first, then by name; null when none. */
  async attachedToDossier(codeDossier: string, fonctionPreferee: string): Promise<{ prenom: string; nom: string } | null> {
    const row = await this.onDossier(codeDossier)
      .innerJoin('c.personne', 'p')
      .select('p.prenom', 'prenom')
      .addSelect('p.nom', 'nom')
      .addSelect(
        'EXISTS (SELECT 1 FROM collaborateur_fonction cf WHERE cf.guid_personne = c.guid_personne AND cf.fonction_code = :fonctionPreferee)',
        'preferee',
      )
      .setParameter('fonctionPreferee', fonctionPreferee)
      .orderBy('preferee', 'DESC')
      .addOrderBy('p.nom')
      .addOrderBy('p.prenom')
      .limit(1)
      .getRawOne<{ prenom: string; nom: string }>();
    return row ? { prenom: row.prenom, nom: row.nom } : null;
  }

  /** Whether an active collaborator of the dossier holds this function. */
  hasFonctionOnDossier(codeDossier: string, fonction: string): Promise<boolean> {
    return this.onDossier(codeDossier).innerJoin('c.fonctions', 'f').andWhere('f.code = :fonction', { fonction }).getExists();
  }

  /** The photo of an active collaborator of the dossier who gave image rights. */
  async photoOnDossier(codeDossier: string, codeAgent: string): Promise<{ photo: Buffer; photo_type: string | null } | undefined> {
    return this.onDossier(codeDossier)
      .select('c.photo', 'photo')
      .addSelect('c.photo_type', 'photo_type')
      .andWhere('c.code_agent = :codeAgent', { codeAgent })
      .andWhere('c.droit_image')
      .andWhere('c.photo IS NOT NULL')
      .limit(1)
      .getRawOne<{ photo: Buffer; photo_type: string | null }>();
  }

  private onDossier(codeDossier: string, manager?: EntityManager) {
    const repo = manager ? manager.getRepository(Collaborateur) : this.collaborateurs;
    return repo.createQueryBuilder('c').innerJoin('c.portefeuille', 'd', 'd.code_dossier = :codeDossier', { codeDossier }).where('c.actif');
  }
}
