import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CarteController } from './carte.controller';
import { CarteRepository } from './carte.repository';
import { CarteService } from './carte.service';
import { ZoneAgricole, ZoneCommune } from './zone.entity';

/** Average-yield map (issue 11, spec 02 §4, §7): zones and yields aggregated across the portal's farms. */
@Module({
  imports: [TypeOrmModule.forFeature([ZoneAgricole, ZoneCommune])],
  controllers: [CarteController],
  providers: [CarteService, CarteRepository],
  exports: [CarteService],
})
export class CarteModule {}
