import { Module } from '@nestjs/common';
import { RendezVousFichiersProcessor } from './rendez-vous-fichiers.processor';
import { RendezVousFichiers } from './rendez-vous-fichiers.service';

/** The attachments' lifetime: needed by the api (cancellation, sweep at start) and the worker (hourly purge). */
@Module({ providers: [RendezVousFichiers, RendezVousFichiersProcessor], exports: [RendezVousFichiers] })
export class RendezVousFichiersModule {}
