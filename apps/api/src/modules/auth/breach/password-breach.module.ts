import { Module } from '@nestjs/common';
import { BreachRangeClient } from './breach-range.client';
import { PasswordBreachService } from './password-breach.service';

/** The breached-password check of every screen that sets a password (account and sharing modules). */
@Module({
  providers: [BreachRangeClient, PasswordBreachService],
  exports: [BreachRangeClient, PasswordBreachService],
})
export class PasswordBreachModule {}
