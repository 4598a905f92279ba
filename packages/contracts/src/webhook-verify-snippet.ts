/**
 * The one snippet that checks `X-Courier-Signature` (decision 030, 055): the API page shows it,
 * docs/features.md quotes `webhookVerifyFunction` word for word, and apps/api/test/webhook-verify-snippet.test.ts
 * runs it on a valid, a wrong and malformed signatures. Plain JavaScript, as a merchant pastes it into Node.
 * Lengths are compared as bytes before timingSafeEqual, which throws on buffers of different lengths.
 */
export const webhookVerifyFunction = `function verifySignature(secret, header, body) {
  const parts = String(header).split(',').map((p) => p.split('='));
  const stamp = parts.find(([key]) => key === 't')?.[1];
  const t = Number(stamp);
  if (!stamp || !Number.isFinite(t) || Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(\`\${stamp}.\${body}\`).digest('hex'));
  // One v1= per signing secret while a rotated one is still in its grace period: any may match.
  return parts.some(([key, value]) => {
    const given = Buffer.from(String(value ?? ''));
    return key === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}`;

/** The comments of the API page's copy, in the reader's language. */
export interface WebhookVerifyComments {
  raw: string;
  parts: string;
  window: string;
  compare: string;
  dedupe: string;
}

/** The API page's copyable receiver: a Node server around `webhookVerifyFunction`. */
export function webhookVerifySnippet(c: WebhookVerifyComments): string {
  return `import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const secret = process.env.COURIER_WEBHOOK_SECRET; // whsec_…

// ${c.parts}
// ${c.window}
// ${c.compare}
${webhookVerifyFunction}

createServer((req, res) => {
  // ${c.raw}
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    if (!verifySignature(secret, req.headers['x-courier-signature'] ?? '', body)) return res.writeHead(400).end();
    const event = JSON.parse(body);
    // ${c.dedupe}
    console.log(event.id, event.type, event.sequence, event.data);
    res.writeHead(200).end();
  });
}).listen(3000);`;
}
