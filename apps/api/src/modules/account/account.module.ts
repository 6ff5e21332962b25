import { Module } from '@nestjs/common';

/** Registration, activation, password reset and the account area (issue 3). */
@Module({})
export class AccountModule {}
