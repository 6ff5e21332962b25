import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SmsRefus } from './sms-refus.entity';

@Injectable()
export class SmsRefusRepository {
  constructor(@InjectRepository(SmsRefus) private readonly rows: Repository<SmsRefus>) {}

  async record(numero: string, motif: string): Promise<void> {
    await this.rows.upsert({ numero, motif: motif.slice(0, 300), dateRefus: new Date() }, ['numero']);
  }

  async clear(numero: string): Promise<void> {
    await this.rows.delete({ numero });
  }

  exists(numero: string): Promise<boolean> {
    return this.rows.existsBy({ numero });
  }
}
