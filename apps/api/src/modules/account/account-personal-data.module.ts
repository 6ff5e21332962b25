import { Module } from '@nestjs/common';
import { UserModule } from '../user/user.module';
import { AccountPersonalData } from './account-personal-data';
import { AccountPersonalDataRepository } from './account-personal-data.repository';

/** The account area's part in the RGPD rights, apart from the account module so the worker loads it without the sign-in. */
@Module({ imports: [UserModule], providers: [AccountPersonalDataRepository, AccountPersonalData] })
export class AccountPersonalDataModule {}
