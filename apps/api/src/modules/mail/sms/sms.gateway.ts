import type { SmsMessage } from './sms.schema';

/** Where an SMS leaves: the provider's HTTP gateway or, in development, a file (SMS_PROVIDER). */
export abstract class SmsGateway {
  /** Resolves with the provider's reference once it accepted the SMS; throws SmsRefusedError on a final refusal, anything else on a failure worth retrying. */
  abstract send(message: SmsMessage): Promise<string>;
}

/** The provider will never send this SMS (invalid or barred number): retrying is pointless. */
export class SmsRefusedError extends Error {}
