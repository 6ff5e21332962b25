import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { open, seal, type SealedSecret, type SecretScope, type VaultKeyRing } from './envelope';
import { keyRingOf } from './key-ring';

/** The one way the portal seals and opens a secret at rest, under the configured key ring. */
@Injectable()
export class SecretSealer {
  readonly ring: VaultKeyRing;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.ring = keyRingOf(config);
  }

  seal(scope: SecretScope, entryId: string, plain: string): SealedSecret {
    return seal(this.ring, scope, entryId, plain);
  }

  open(scope: SecretScope, entryId: string, sealed: SealedSecret): string {
    return open(this.ring, scope, entryId, sealed);
  }
}
