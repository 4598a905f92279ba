import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for Twilio's Messages API and Meta's WhatsApp Cloud API (decision 062): each checks a
 * request as the provider does (path, auth, body shape, template parameters) and answers in the provider's
 * own shapes, its errors included. `next` programs the answers to come (then they succeed again).
 */
export interface ProviderMock {
  url: string;
  requests: Array<{ path: string; headers: IncomingMessage['headers']; body: string }>;
  next: Array<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

type Check = (req: { method: string; path: string; headers: IncomingMessage['headers']; body: string }) => {
  status: number;
  body: unknown;
};

async function serve(check: Check): Promise<ProviderMock> {
  const mock = { requests: [], next: [] } as unknown as ProviderMock;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '';
      mock.requests.push({ path, headers: req.headers, body });
      let answer = check({ method: req.method ?? '', path, headers: req.headers, body });
      // A valid request gets the programmed answer, if any (a provider's outage, a throttle…).
      if (answer.status < 300 && mock.next.length) answer = mock.next.shift()!;
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  mock.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  mock.close = () => new Promise((resolve) => server.close(() => resolve()));
  return mock;
}

export const twilioError = (status: number, code: number, message: string) => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

/** Twilio: POST /2010-04-01/Accounts/{sid}/Messages.json, basic auth, a form with To, From, Body. */
export function twilioMock(account: { sid: string; token: string; from: string }) {
  let n = 0;
  return serve(({ method, path, headers, body }) => {
    if (method !== 'POST' || path !== `/2010-04-01/Accounts/${account.sid}/Messages.json`)
      return twilioError(404, 20404, 'The requested resource was not found');
    const basic = `Basic ${Buffer.from(`${account.sid}:${account.token}`).toString('base64')}`;
    if (headers.authorization !== basic) return twilioError(401, 20003, 'Authenticate');
    if (!String(headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return twilioError(400, 20001, 'Unsupported content type');
    const form = Object.fromEntries(new URLSearchParams(body));
    if (!form.To || !/^\+[1-9]\d{7,14}$/.test(form.To))
      return twilioError(400, 21211, `The 'To' number ${form.To ?? ''} is not a valid phone number.`);
    if (form.From !== account.from) return twilioError(400, 21606, 'The From phone number is not valid');
    if (!form.Body || form.Body.length > 1600) return twilioError(400, 21602, 'Message body is required');
    if (!form.StatusCallback || !/^https?:\/\//.test(form.StatusCallback))
      return twilioError(400, 21609, 'Invalid StatusCallback');
    n += 1;
    return {
      status: 201,
      body: {
        sid: `SM${String(n).padStart(32, '0')}`,
        status: 'queued',
        to: form.To,
        from: form.From,
        body: form.Body,
      },
    };
  });
}

export const metaError = (status: number, code: number, message: string) => ({
  status,
  body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf123' } },
});

/**
 * The approved templates and their body parameter counts, the same in ar and en: as docs/receiver-messages.md
 * defines them (what is submitted to Meta for approval). A message with another count is refused (132000).
 */
export const whatsappTemplates: Record<string, number> = {
  order_confirmation_request: 3,
  order_out_for_delivery: 4,
  order_out_for_delivery_code: 5,
  // merchant, code, the reason in the receiver's words, the reschedule link
  order_failed_attempt: 4,
  order_delivered: 2,
};

/** Meta: POST /{version}/{phone-number-id}/messages, a bearer token, a template message in ar or en. */
export function whatsappMock(account: { version: string; phoneNumberId: string; token: string }) {
  let n = 0;
  return serve(({ method, path, headers, body }) => {
    if (method !== 'POST' || path !== `/${account.version}/${account.phoneNumberId}/messages`)
      return metaError(400, 100, 'Unsupported post request');
    if (headers.authorization !== `Bearer ${account.token}`)
      return metaError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    let msg: {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: {
        name?: string;
        language?: { code?: string };
        components?: Array<{ type: string; parameters: Array<{ type: string; text: string }> }>;
      };
    };
    try {
      msg = JSON.parse(body);
    } catch {
      return metaError(400, 100, 'Invalid JSON');
    }
    if (msg.messaging_product !== 'whatsapp') return metaError(400, 100, 'messaging_product is required');
    if (!msg.to || !/^[1-9]\d{7,14}$/.test(msg.to))
      return metaError(400, 131009, 'Parameter value is not valid');
    if (msg.type !== 'template' || !msg.template?.name) return metaError(400, 100, 'template is required');
    const expected = whatsappTemplates[msg.template.name];
    if (expected === undefined || !['ar', 'en'].includes(msg.template.language?.code ?? ''))
      return metaError(404, 132001, 'Template name does not exist in the translation');
    const params = msg.template.components?.find((c) => c.type === 'body')?.parameters ?? [];
    if (params.length !== expected || params.some((p) => p.type !== 'text' || !p.text))
      return metaError(400, 132000, 'Number of parameters does not match the expected number of params');
    n += 1;
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: msg.to, wa_id: msg.to }],
        messages: [{ id: `wamid.HBgM${String(n).padStart(8, '0')}` }],
      },
    };
  });
}
