import type { AppConfig } from '../../config/app-config';
import { buildKeyRing, type VaultKeyRing } from './envelope';

/** The key ring of the configuration (VAULT_MASTER_KEY, VAULT_PREVIOUS_KEYS). */
export const keyRingOf = (config: Pick<AppConfig, 'vault'>): VaultKeyRing => buildKeyRing(config.vault.masterKey, config.vault.previousKeys);
