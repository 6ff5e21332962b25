import { Module } from '@nestjs/common';
import { CaptchaService } from './captcha.service';

/** The self-hosted captcha, shared by the sign-in steps and the account's unauthenticated calls. */
@Module({ providers: [CaptchaService], exports: [CaptchaService] })
export class CaptchaModule {}
