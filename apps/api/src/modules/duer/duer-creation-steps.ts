import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What a new DUER's creation tells the parts that keep their own rows beside its tree (pages, annexes, audit, texts). */
export interface DuerCreee {
  idDuer: number;
  codeDossier: string;
  baseType: number;
  /** The DUER copied from, if any (another year or, for CE advisers, another dossier's DUER). */
  idSource: number | null;
  /** A copy with its content: answers, texts and documents follow; otherwise only the structure. */
  avecContenu: boolean;
}

export interface DuerCreationStep {
  /** Where the step runs among the others, lowest first: the sub-areas' modules initialise in no fixed order. */
  readonly rang: number;
  afterCreate(tx: EntityManager, creee: DuerCreee): Promise<void>;
}

/**
 * The steps run inside the creation's transaction, after the tree is written; a step registers itself from its
 * service's onModuleInit, so the index service needs to know none of them.
 */
@Injectable()
export class DuerCreationSteps {
  private readonly steps: DuerCreationStep[] = [];

  register(step: DuerCreationStep): void {
    this.steps.push(step);
    this.steps.sort((a, b) => a.rang - b.rang);
  }

  async run(tx: EntityManager, creee: DuerCreee): Promise<void> {
    for (const step of this.steps) await step.afterCreate(tx, creee);
  }
}
