import { Module } from '@nestjs/common';
import { RendezVousFichiersProcessor } from './rendez-vous-fichiers.processor';
import { RendezVousFichiersRepository } from './rendez-vous-fichiers.repository';
import { RendezVousFichiers } from './rendez-vous-fichiers.service';

/** The attachments' lifetime: needed by the api (cancellation, sweep at start) and the worker (hourly purge). */
@Module({ providers: [RendezVousFichiersRepository, RendezVousFichiers, RendezVousFichiersProcessor], exports: [RendezVousFichiers] })
export class RendezVousFichiersModule {}
