import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type DuerCreationStep, DuerCreationSteps, type DuerCreee } from '../duer-creation-steps';
import { DuerTextesRepository } from './duer-textes.repository';

/** A copy of a DUER with its content carries its preamble, general information and cover page (spec 03 §2.1, §7.2). */
@Injectable()
export class DuerTextesCopie implements DuerCreationStep, OnModuleInit {
  readonly rang = 1;

  constructor(
    private readonly steps: DuerCreationSteps,
    private readonly repo: DuerTextesRepository,
  ) {}

  onModuleInit(): void {
    this.steps.register(this);
  }

  async afterCreate(tx: EntityManager, { idDuer, idSource, avecContenu }: DuerCreee): Promise<void> {
    if (idSource === null || !avecContenu) return;
    await this.repo.copier(tx, idDuer, idSource);
  }
}
