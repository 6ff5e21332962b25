import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Emprunt } from './emprunt.entity';
import { EmpruntsController } from './emprunts.controller';
import { EmpruntsRepository } from './emprunts.repository';
import { EmpruntsService } from './emprunts.service';

/** Loan simulator: the dossier's loans and their schedule (issue 10, spec 02 §2, §7, §9). */
@Module({
  imports: [TypeOrmModule.forFeature([Emprunt])],
  controllers: [EmpruntsController],
  providers: [EmpruntsService, EmpruntsRepository],
  exports: [EmpruntsService],
})
export class EmpruntsModule {}
