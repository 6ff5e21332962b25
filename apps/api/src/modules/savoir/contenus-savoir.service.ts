import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  type CarteLigne,
  type CategorieLigne,
  cartesContenu,
  categoriesContenu,
  ContenuMessages,
  DOCUMENTATION_PROFONDEUR_MAX,
  type DocumentationLigne,
  documentationsContenu,
  type ElearningLigne,
  elearningsContenu,
  type InterlocuteurLigne,
  interlocuteursContenu,
  type RouteBody,
  type TutorielLigne,
  tutorielsContenu,
} from '@portail/contracts';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { TransactionRunner } from '../../common/transaction';
import { CarteSavoir } from './carte-savoir.entity';
import { Documentation, DocumentationCategorie } from './documentation.entity';
import { Elearning } from './elearning.entity';
import { InterlocuteurOic } from './interlocuteur-oic.entity';
import { Tutoriel } from './tutoriel.entity';

const C = ContenuMessages;
const ORDER = { ordre: 'ASC', titre: 'ASC' } as const;

/** Staff edits of the knowledge contents (Contenus screen); every write in one transaction, checked before it is stored. */
@Injectable()
export class ContenusSavoirService {
  constructor(private readonly tx: TransactionRunner) {}

  list<E extends ObjectLiteral>(entity: EntityTarget<E>): Promise<E[]> {
    return this.tx.run((m) => m.getRepository(entity).find({ order: ORDER as never }));
  }

  // Tutorials, e-learnings and cards: no rule beyond their schema.
  createTutoriel(body: RouteBody<typeof tutorielsContenu.create>): Promise<TutorielLigne> {
    return this.tx.run(async (m) => {
      await this.requireNewCode(m, Tutoriel, body.code);
      return m.save(Tutoriel, { ...body });
    });
  }
  updateTutoriel(code: string, body: RouteBody<typeof tutorielsContenu.update>): Promise<TutorielLigne> {
    return this.tx.run(async (m) => m.save(Tutoriel, { ...(await this.require(m, Tutoriel, { code })), ...body }));
  }
  createElearning(body: RouteBody<typeof elearningsContenu.create>): Promise<ElearningLigne> {
    return this.tx.run(async (m) => {
      await this.requireNewCode(m, Elearning, body.code);
      return m.save(Elearning, { ...body });
    });
  }
  updateElearning(code: string, body: RouteBody<typeof elearningsContenu.update>): Promise<ElearningLigne> {
    return this.tx.run(async (m) => m.save(Elearning, { ...(await this.require(m, Elearning, { code })), ...body }));
  }
  createCarte(body: RouteBody<typeof cartesContenu.create>): Promise<CarteLigne> {
    return this.tx.run((m) => m.save(CarteSavoir, { id: randomUUID(), ...body }));
  }
  updateCarte(id: string, body: RouteBody<typeof cartesContenu.update>): Promise<CarteLigne> {
    return this.tx.run(async (m) => m.save(CarteSavoir, { ...(await this.require(m, CarteSavoir, { id })), ...body }));
  }

  /** Founders' programme contacts: the photo column is never selected here, so it is kept as it is. */
  listInterlocuteurs(): Promise<InterlocuteurLigne[]> {
    return this.tx.run((m) => m.find(InterlocuteurOic, { order: { ordre: 'ASC', nom: 'ASC' } }));
  }
  createInterlocuteur(body: RouteBody<typeof interlocuteursContenu.create>): Promise<InterlocuteurLigne> {
    return this.tx.run(async (m) => {
      if (await m.existsBy(InterlocuteurOic, { codeAgent: body.codeAgent })) throw AppException.conflict(C.codeExistant);
      await m.insert(InterlocuteurOic, { ...body, photo: null, photoType: null });
      return body;
    });
  }
  updateInterlocuteur(codeAgent: string, body: RouteBody<typeof interlocuteursContenu.update>): Promise<InterlocuteurLigne> {
    return this.tx.run(async (m) => {
      await this.require(m, InterlocuteurOic, { codeAgent });
      await m.update(InterlocuteurOic, { codeAgent }, body);
      return { codeAgent, ...body };
    });
  }

  /** Categories stay a tree of three levels at most: the parent exists, is no descendant, and the subtree fits. */
  createCategorie(body: RouteBody<typeof categoriesContenu.create>): Promise<CategorieLigne> {
    return this.tx.run(async (m) => {
      await this.requireNewCode(m, DocumentationCategorie, body.code);
      await this.checkPlacement(m, body.code, body.codeParent);
      return m.save(DocumentationCategorie, { ...body });
    });
  }
  updateCategorie(code: string, body: RouteBody<typeof categoriesContenu.update>): Promise<CategorieLigne> {
    return this.tx.run(async (m) => {
      const current = await this.require(m, DocumentationCategorie, { code });
      await this.checkPlacement(m, code, body.codeParent);
      return m.save(DocumentationCategorie, { ...current, ...body });
    });
  }
  createDocumentation(body: RouteBody<typeof documentationsContenu.create>): Promise<DocumentationLigne> {
    return this.tx.run(async (m) => {
      await this.requireNewCode(m, Documentation, body.code);
      await this.requireCategorie(m, body.codeCategorie);
      return m.save(Documentation, { ...body });
    });
  }
  updateDocumentation(code: string, body: RouteBody<typeof documentationsContenu.update>): Promise<DocumentationLigne> {
    return this.tx.run(async (m) => {
      const current = await this.require(m, Documentation, { code });
      await this.requireCategorie(m, body.codeCategorie);
      return m.save(Documentation, { ...current, ...body });
    });
  }

  /** A category is removed only when empty, so no documentation is left without one. */
  removeCategorie(code: string): Promise<void> {
    return this.tx.run(async (m) => {
      await this.require(m, DocumentationCategorie, { code });
      const used = (await m.existsBy(DocumentationCategorie, { codeParent: code })) || (await m.existsBy(Documentation, { codeCategorie: code }));
      if (used) throw AppException.conflict(C.categorieNonVide);
      await m.delete(DocumentationCategorie, { code });
    });
  }

  remove<E extends ObjectLiteral>(entity: EntityTarget<E>, where: Record<string, string>): Promise<void> {
    return this.tx.run(async (m) => {
      await this.require(m, entity, where);
      await m.delete(entity, where);
    });
  }

  private async require<E extends ObjectLiteral>(m: EntityManager, entity: EntityTarget<E>, where: Record<string, string>): Promise<E> {
    const row = await m.findOneBy(entity, where as never);
    if (!row) throw AppException.notFound(C.introuvable);
    return row;
  }

  private async requireNewCode<E extends ObjectLiteral>(m: EntityManager, entity: EntityTarget<E>, code: string): Promise<void> {
    if (await m.existsBy(entity, { code } as never)) throw AppException.conflict(C.codeExistant);
  }

  private async requireCategorie(m: EntityManager, code: string): Promise<void> {
    if (!(await m.existsBy(DocumentationCategorie, { code }))) {
      throw AppException.validation([{ path: 'codeCategorie', message: C.categorieIntrouvable }]);
    }
  }

  private async checkPlacement(m: EntityManager, code: string, codeParent: string | null): Promise<void> {
    const all = await m.find(DocumentationCategorie, { lock: { mode: 'pessimistic_write' } });
    const parentOf = new Map(all.map((c) => [c.code, c.codeParent]));
    let depth = 1;
    for (let p = codeParent; p; p = parentOf.get(p) ?? null) {
      if (p === code) throw AppException.validation([{ path: 'codeParent', message: C.cycle }]);
      if (!parentOf.has(p)) throw AppException.validation([{ path: 'codeParent', message: C.parentIntrouvable }]);
      depth++;
      if (depth > DOCUMENTATION_PROFONDEUR_MAX + 1) break;
    }
    const below = (c: string): number => Math.max(0, ...all.filter((x) => x.codeParent === c).map((x) => 1 + below(x.code)));
    if (depth + below(code) > DOCUMENTATION_PROFONDEUR_MAX) throw AppException.validation([{ path: 'codeParent', message: C.profondeurMax }]);
  }
}
