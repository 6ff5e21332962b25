import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type DuerCreationStep, DuerCreationSteps, type DuerCreee } from '../duer-creation-steps';
import { DuerAnnexesRepository } from './duer-annexes.repository';
import { DuerPagesRepository } from './duer-pages.repository';

/**
 * A new DUER gets the firm's fixed pages (cover page, general information, preamble, prior audit); a copy with its
 * content also takes the source's pages and annexes in their order, when the new DUER's dossier may use them.
 */
@Injectable()
export class DuerDocumentsCreationStep implements DuerCreationStep, OnModuleInit {
  readonly rang = 3;

  constructor(
    private readonly steps: DuerCreationSteps,
    private readonly pages: DuerPagesRepository,
    private readonly annexes: DuerAnnexesRepository,
  ) {}

  onModuleInit(): void {
    this.steps.register(this);
  }

  async afterCreate(tx: EntityManager, { idDuer, codeDossier, idSource, avecContenu }: DuerCreee): Promise<void> {
    if (idSource !== null && avecContenu) {
      await this.pages.copier(tx, idDuer, idSource, codeDossier);
      await this.annexes.copier(tx, idDuer, idSource, codeDossier);
    }
    await this.pages.ajouterFixes(tx, idDuer);
  }
}
