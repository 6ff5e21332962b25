import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Preferences, SessionUser } from '@portail/contracts';
import { DataSource } from 'typeorm';
import { AppException } from '../../common/app.exception';
import { Compte } from '../user/compte.entity';

@Injectable()
export class PreferencesService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async save(user: SessionUser, input: Preferences): Promise<Preferences> {
    const result = await this.ds.getRepository(Compte).update({ guidPersonne: user.guidPersonne }, { sendMailWhenNotify: input.sendMailWhenNotify });
    if (!result.affected) throw AppException.notFound('Aucun compte pour cet utilisateur.');
    return { sendMailWhenNotify: input.sendMailWhenNotify };
  }
}
