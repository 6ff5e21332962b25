import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule } from '../../outbox/outbox.module';
import { GedDocument } from '../ged-document.entity';
import { GedNoeud } from '../ged-noeud.entity';
import { GedDepotService } from './ged-depot.service';

/** Filing of generated documents in a dossier's store, for other modules (the DUER's definitive print). */
@Module({ imports: [TypeOrmModule.forFeature([GedDocument, GedNoeud]), OutboxModule], providers: [GedDepotService], exports: [GedDepotService] })
export class GedDepotModule {}
