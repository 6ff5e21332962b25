import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DuerVersion } from './duer-version.entity';
import { DuerVersionsController } from './duer-versions.controller';
import { DuerVersionsRepository } from './duer-versions.repository';
import { DuerVersionsService } from './duer-versions.service';

/** Sealed DUER versions (issue 13); the worker's definitive print records them through DuerVersionsService. */
@Module({
  imports: [TypeOrmModule.forFeature([DuerVersion])],
  controllers: [DuerVersionsController],
  providers: [DuerVersionsRepository, DuerVersionsService],
  exports: [DuerVersionsService],
})
export class DuerVersionsModule {}
