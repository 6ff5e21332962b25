import type { SmsGatewayConfig } from '../../../config/app-config';
import { SmsGateway, SmsRefusedError } from './sms.gateway';
import type { SmsMessage } from './sms.schema';

/** Statuses by which the provider refuses this SMS for good (bad number, bad text); others are retried. */
const FINAL_REFUSALS = new Set([400, 422]);

/**
 * Octopush's send endpoint (POST /v1/public/sms-campaign/send, headers api-login and api-key, docs/adr/0021):
 * one transactional SMS ("alert") to one E.164 recipient. 401/403/404 are the firm's configuration, 408/429/5xx
 * the provider's moment: all retried by the queue, none is the member's number.
 */
export class OctopushSmsGateway extends SmsGateway {
  constructor(private readonly config: SmsGatewayConfig) {
    super();
  }

  async send(message: SmsMessage): Promise<string> {
    let res: Response;
    try {
      res = await fetch(this.config.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'api-login': this.config.login, 'api-key': this.config.key },
        body: JSON.stringify({
          recipients: [{ phone_number: message.to }],
          text: message.text,
          type: 'sms_premium',
          purpose: 'alert',
          ...(this.config.sender ? { sender: this.config.sender } : {}),
          with_replies: false,
        }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (e) {
      const reason = (e as Error).name === 'TimeoutError' ? `pas de réponse en ${this.config.timeoutMs} ms` : (e as Error).message;
      throw new Error(`Passerelle SMS injoignable : ${reason}`);
    }
    const body = (await res.json().catch(() => ({}))) as { sms_ticket?: string; code?: number | string; message?: string };
    if (res.ok) return String(body.sms_ticket ?? '');
    // The provider's own words, never the SMS text (it holds the code).
    const detail = `HTTP ${res.status}${body.code !== undefined ? `, code ${body.code}` : ''}${body.message ? ` : ${String(body.message).slice(0, 200)}` : ''}`;
    if (FINAL_REFUSALS.has(res.status)) throw new SmsRefusedError(`SMS refusé par la passerelle (${detail})`);
    throw new Error(`Passerelle SMS en échec (${detail})`);
  }
}
