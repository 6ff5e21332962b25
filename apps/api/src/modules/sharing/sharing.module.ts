import { Module } from '@nestjs/common';

/** Invitations and rights sharing (issue 3). */
@Module({})
export class SharingModule {}
