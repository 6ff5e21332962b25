import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { FileSmsGateway } from './file-sms.gateway';
import { OctopushSmsGateway } from './octopush-sms.gateway';
import { SmsGateway } from './sms.gateway';

/** SMS_PROVIDER chooses: http (the provider's gateway) or file (development and QA; refused in production). */
export const smsGatewayProvider: Provider = {
  provide: SmsGateway,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): SmsGateway =>
    config.sms.provider === 'http' && config.sms.gateway ? new OctopushSmsGateway(config.sms.gateway) : new FileSmsGateway(config.sms.filesDir),
};
