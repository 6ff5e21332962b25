import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const SMS_PATH = '/v1/public/sms-campaign/send';

export interface GatewayCall {
  headers: http.IncomingHttpHeaders;
  body: { recipients?: { phone_number?: string }[]; text?: string; type?: string; purpose?: string; sender?: string; with_replies?: boolean };
  /** What the fake answered: a status, or 'hang' for a call left without an answer. */
  answer: number | 'hang';
}

/**
 * A stand-in for Octopush's send endpoint, a real HTTP server: it checks the api-login and api-key headers and the
 * body's shape like the provider does, records every call, and answers from the script of the recipient's number (one
 * entry per call, then 201): a late retry of another test's SMS cannot take an answer meant for this one.
 */
export async function startFakeSmsGateway(credentials: { login: string; key: string }) {
  const calls: GatewayCall[] = [];
  const script = new Map<string, (number | 'hang')[]>();
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method !== 'POST' || req.url !== SMS_PATH) return reply(404, { code: 404, message: 'Not found' });
      if (req.headers['api-login'] !== credentials.login || req.headers['api-key'] !== credentials.key)
        return reply(401, { code: 100, message: 'Unauthorized' });
      let body: GatewayCall['body'];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return reply(400, { code: 101, message: 'Invalid JSON' });
      }
      const answer = script.get(body.recipients?.[0]?.phone_number ?? '')?.shift() ?? (validSend(body) ? 201 : 400);
      calls.push({ headers: req.headers, body, answer });
      if (answer === 'hang') return hanging.add(res);
      if (answer === 201) return reply(201, { sms_ticket: `sms_${calls.length}`, number_of_contacts: 1, total_cost: 0.045, number_of_sms_needed: 1 });
      if (answer === 400) return reply(400, { code: 143, message: 'Invalid phone number' });
      return reply(answer, { code: answer, message: 'Service unavailable' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${SMS_PATH}`,
    calls,
    /** The answers of the next calls to an E.164 number, in order. */
    answer: (number: string, ...answers: (number | 'hang')[]) => script.set(number, answers),
    reset: () => {
      calls.splice(0);
      script.clear();
    },
    /** Calls the fake accepted (201), to one number. */
    delivered: (number: string) => calls.filter((c) => c.answer === 201 && to(c) === number),
    async waitFor(count: number, predicate: (c: GatewayCall) => boolean = () => true, timeoutMs = 30_000): Promise<GatewayCall[]> {
      for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
        const found = calls.filter(predicate);
        if (found.length >= count) return found;
      }
      throw new Error(`${count} appel(s) attendu(s) à la passerelle SMS, ${calls.filter(predicate).length} reçu(s)`);
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const to = (call: GatewayCall): string | undefined => call.body.recipients?.[0]?.phone_number;

function validSend(body: GatewayCall['body']): boolean {
  const number = body.recipients?.[0]?.phone_number ?? '';
  return /^\+[1-9]\d{7,14}$/.test(number) && !!body.text && body.type === 'sms_premium' && !!body.purpose;
}
