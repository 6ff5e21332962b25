import { Global, Module } from '@nestjs/common';
import { SecretSealer } from './secret-sealer';

@Global()
@Module({ providers: [SecretSealer], exports: [SecretSealer] })
export class SecretsModule {}
