import { Injectable } from '@nestjs/common';
import { FONCTIONS_DUER } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { CollaborateurReader } from '../../collaborateur/collaborateur-reader.service';
import { DroitGrants } from '../../droits/droit-grants.service';
import { DroitsService } from '../../droits/droits.service';
import { CompteReader } from '../../user/compte-reader.service';

/** Someone the yearly reminder reaches: in the portal always, by mail when an address is known. */
export interface DestinataireRappel {
  guidPersonne: string;
  mail: string | null;
}

/** Advisers attached to a dossier beyond this many are not all the dossier's own (a whole agency): a bound, no more. */
const CONSEILLERS_MAX = 50;

/**
 * Who is reminded of a dossier's DUER: its members holding tool_duer (the rights as the portal resolves them) and the
 * active advisers attached to it (portfolio) whose function opens the DUER (CE, SEC, SE).
 */
@Injectable()
export class DuerRappelDestinataires {
  constructor(
    private readonly grants: DroitGrants,
    private readonly droits: DroitsService,
    private readonly comptes: CompteReader,
    private readonly collaborateurs: CollaborateurReader,
  ) {}

  async of(codeDossier: string, tx: EntityManager): Promise<DestinataireRappel[]> {
    const [membres, conseillers] = await Promise.all([this.membres(codeDossier, tx), this.conseillers(codeDossier, tx)]);
    const vus = new Set<string>();
    return [...membres, ...conseillers].filter((d) => !vus.has(d.guidPersonne) && vus.add(d.guidPersonne));
  }

  private async membres(codeDossier: string, tx: EntityManager): Promise<DestinataireRappel[]> {
    const droits = await this.grants.droitsOnDossiers([codeDossier], tx);
    const membres: DestinataireRappel[] = [];
    for (const droit of droits) {
      const { modules } = await this.droits.personOnDossier(droit.guidPersonne, codeDossier);
      if (!modules.includes('tool_duer')) continue;
      const compte = await this.comptes.activeCompte(droit.guidPersonne, tx);
      membres.push({ guidPersonne: droit.guidPersonne, mail: compte?.login.includes('@') ? compte.login : null });
    }
    return membres;
  }

  private async conseillers(codeDossier: string, tx: EntityManager): Promise<DestinataireRappel[]> {
    const contacts = await this.collaborateurs.contactsOfDossier(codeDossier, { limit: CONSEILLERS_MAX }, tx);
    const conseillers: DestinataireRappel[] = [];
    for (const c of contacts) {
      const fonctions = (await this.collaborateurs.fonctionCodes(c.guid_personne)) ?? [];
      if (fonctions.some((f) => (FONCTIONS_DUER as readonly string[]).includes(f))) conseillers.push({ guidPersonne: c.guid_personne, mail: c.mail });
    }
    return conseillers;
  }
}
