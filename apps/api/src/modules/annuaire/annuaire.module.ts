import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactsModule } from '../contacts/contacts.module';
import { UserModule } from '../user/user.module';
import { AnnuaireContenusController } from './annuaire-contenus.controller';
import { AnnuaireContenusService } from './annuaire-contenus.service';
import { AnnuaireRessourcesService } from './annuaire-ressources.service';
import { AnnuaireController } from './annuaire.controller';
import { DemandeRappel, ServiceAnnuaire } from './annuaire.entity';
import { AnnuaireMails } from './annuaire-mails';
import { AnnuairePersonalData } from './annuaire-personal-data';
import { AnnuaireRepository } from './annuaire.repository';
import { AnnuaireService } from './annuaire.service';

/** Service directory with callback requests (issue 14, spec 02 §2-§9) and its Contenus section. */
@Module({
  imports: [TypeOrmModule.forFeature([ServiceAnnuaire, DemandeRappel]), ContactsModule, UserModule],
  controllers: [AnnuaireController, AnnuaireContenusController],
  providers: [AnnuaireService, AnnuaireContenusService, AnnuaireRessourcesService, AnnuaireRepository, AnnuaireMails, AnnuairePersonalData],
  exports: [AnnuaireService],
})
export class AnnuaireModule {}
