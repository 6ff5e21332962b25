import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AccountMessages,
  COMMUNICATION_CHAMPS,
  PAYS_PAR_DEFAUT,
  ROLE_GERANT,
  type Communication,
  type CommunicationChamp,
  type CommunicationInput,
  type Modification,
  type Pays as PaysDto,
  type SessionUser,
} from '@portail/contracts';
import { In, type Repository } from 'typeorm';
import type { DossierContext } from '../../common/request-user';
import { TransactionRunner } from '../../common/transaction';
import { byRaisonSociale } from '../dossier/dossier-order';
import { DroitsService } from '../droits/droits.service';
import { ruleError } from './account-errors';
import { CommunicationModification } from './communication-modification.entity';
import { DossierCommunication } from './dossier-communication.entity';
import { Pays } from './pays.entity';

type Stored = Pick<DossierCommunication, 'telephone' | 'indicatifTelephone' | 'portable' | 'indicatifPortable' | 'emailPrincipal' | 'emailFacturation'>;

const EMPTY: Stored = { telephone: null, indicatifTelephone: null, portable: null, indicatifPortable: null, emailPrincipal: null, emailFacturation: null };
const collator = new Intl.Collator('fr', { sensitivity: 'base' });

/** Contact details of the user's dossiers (spec 02 §3, §5, §6): everybody reads, the gérant writes. */
@Injectable()
export class CommunicationService {
  constructor(
    @InjectRepository(Pays) private readonly paysRepo: Repository<Pays>,
    @InjectRepository(DossierCommunication) private readonly stored: Repository<DossierCommunication>,
    @InjectRepository(CommunicationModification) private readonly modifications: Repository<CommunicationModification>,
    private readonly transactions: TransactionRunner,
    private readonly droits: DroitsService,
  ) {}

  async pays(): Promise<PaysDto[]> {
    const pays = await this.paysRepo.find();
    return pays.map(({ id, code, libelle, indicatif }) => ({ id, code, libelle, indicatif })).sort((a, b) => collator.compare(a.libelle, b.libelle));
  }

  /** One entry per dossier the member holds a right on; collaborators have none of their own. */
  async list(user: SessionUser): Promise<Communication[]> {
    if (user.typeUtilisateur !== 'member') return [];
    const droits = await this.droits.memberDossiers(user.guidPersonne);
    const codes = droits.map((d) => d.codeDossier);
    if (codes.length === 0) return [];
    const [stored, modifications] = await Promise.all([this.stored.findBy({ codeDossier: In(codes) }), this.modifications.findBy({ codeDossier: In(codes) })]);
    return droits
      .map((d) => toDto(d.codeDossier, d.dossier.raisonSociale, d.idRole, stored.find((s) => s.codeDossier === d.codeDossier) ?? EMPTY, modifications))
      .sort(byRaisonSociale);
  }

  async update(user: SessionUser, dossier: DossierContext, input: CommunicationInput): Promise<Communication> {
    const next = normalise(input);
    await this.assertPaysExist(next);
    const codeDossier = dossier.codeDossier;
    await this.transactions.run(async (tx) => {
      const current = (await tx.findOne(DossierCommunication, { where: { codeDossier }, lock: { mode: 'pessimistic_write' } })) ?? EMPTY;
      const changed = COMMUNICATION_CHAMPS.filter((champ) => differs(champ, current, next));
      await tx.upsert(DossierCommunication, { codeDossier, ...next }, ['codeDossier']);
      if (changed.length === 0) return;
      const auteur = `${user.prenom} ${user.nom}`.trim();
      await tx.upsert(
        CommunicationModification,
        changed.map((champ) => ({
          codeDossier,
          champ,
          dateModification: new Date(),
          guidPersonne: user.guidPersonne,
          userModification: auteur,
          agentModification: null,
        })),
        ['codeDossier', 'champ'],
      );
    });
    const [droit, stored, modifications] = await Promise.all([
      this.droits.memberDossier(user.guidPersonne, codeDossier),
      this.stored.findOneByOrFail({ codeDossier }),
      this.modifications.findBy({ codeDossier }),
    ]);
    return toDto(codeDossier, droit.raisonSociale, droit.idRole, stored, modifications);
  }

  private async assertPaysExist(next: Stored): Promise<void> {
    for (const path of ['indicatifTelephone', 'indicatifPortable'] as const) {
      const id = next[path];
      if (id !== null && !(await this.paysRepo.existsBy({ id }))) throw ruleError(AccountMessages.paysInconnu, undefined, `communication.${path}`);
    }
  }
}

function normalise(input: CommunicationInput): Stored {
  const text = (v: string | null) => (v && v.trim() !== '' ? v.trim() : null);
  return {
    telephone: text(input.telephone),
    indicatifTelephone: input.indicatifTelephone,
    portable: text(input.portable),
    indicatifPortable: input.indicatifPortable,
    emailPrincipal: text(input.emailPrincipal)?.toLowerCase() ?? null,
    emailFacturation: text(input.emailFacturation)?.toLowerCase() ?? null,
  };
}

function differs(champ: CommunicationChamp, a: Stored, b: Stored): boolean {
  if (champ === 'telephone') return a.telephone !== b.telephone || (a.indicatifTelephone ?? PAYS_PAR_DEFAUT) !== (b.indicatifTelephone ?? PAYS_PAR_DEFAUT);
  if (champ === 'portable') return a.portable !== b.portable || (a.indicatifPortable ?? PAYS_PAR_DEFAUT) !== (b.indicatifPortable ?? PAYS_PAR_DEFAUT);
  return a[champ] !== b[champ];
}

function toDto(codeDossier: string, raisonSociale: string, idRole: number, s: Stored, modifications: CommunicationModification[]): Communication {
  const modification = (champ: CommunicationChamp): Modification | null => {
    const m = modifications.find((x) => x.codeDossier === codeDossier && x.champ === champ);
    return m ? { dateModification: m.dateModification.toISOString(), userModification: m.userModification, agentModification: m.agentModification } : null;
  };
  return {
    codeDossier,
    raisonSociale,
    idRole,
    modifiable: idRole === ROLE_GERANT,
    telephone: s.telephone,
    indicatifTelephone: s.indicatifTelephone ?? PAYS_PAR_DEFAUT,
    portable: s.portable,
    indicatifPortable: s.indicatifPortable ?? PAYS_PAR_DEFAUT,
    emailPrincipal: s.emailPrincipal,
    emailFacturation: s.emailFacturation,
    modifications: {
      telephone: modification('telephone'),
      portable: modification('portable'),
      emailPrincipal: modification('emailPrincipal'),
      emailFacturation: modification('emailFacturation'),
    },
  };
}
