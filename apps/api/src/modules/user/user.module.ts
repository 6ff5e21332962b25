import { Module } from '@nestjs/common';
import { CollaborateurModule } from '../collaborateur/collaborateur.module';
import { UserController } from './user.controller';
import { CompteReader } from './compte-reader.service';
import { CompteWriter } from './compte-writer.service';
import { UserService } from './user.service';
import { UserPersonalData } from './user-personal-data';
import { UserPersonalDataRepository } from './user-personal-data.repository';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Compte } from './compte.entity';
import { Personne } from './personne.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Compte, Personne]), CollaborateurModule],
  controllers: [UserController],
  providers: [UserService, CompteReader, CompteWriter, UserPersonalDataRepository, UserPersonalData],
  exports: [CompteReader, CompteWriter, UserService],
})
export class UserModule {}
