import { Injectable } from '@nestjs/common';
import type { Preferences, SessionUser } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { UserService } from '../user/user.service';

@Injectable()
export class PreferencesService {
  constructor(private readonly users: UserService) {}

  async save(user: SessionUser, input: Preferences): Promise<Preferences> {
    if (!(await this.users.savePreferences(user.guidPersonne, input.sendMailWhenNotify))) throw AppException.notFound('Aucun compte pour cet utilisateur.');
    return { sendMailWhenNotify: input.sendMailWhenNotify };
  }
}
