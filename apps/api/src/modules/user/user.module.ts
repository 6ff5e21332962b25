import { Module } from '@nestjs/common';
import { UserController } from './user.controller';
import { CompteReader } from './compte-reader.service';
import { UserService } from './user.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Compte } from './compte.entity';
import { Personne } from './personne.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Compte, Personne])],
  controllers: [UserController],
  providers: [UserService, CompteReader],
  exports: [CompteReader],
})
export class UserModule {}
