import { webhookVerifyFunction } from '@courier/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The one signature snippet (issue 40 point 10): run as a merchant would paste it, and quoted in the docs.
type Verify = (secret: string, header: string, body: string) => boolean;
/** A snippet's `verifySignature`, run as a merchant pastes it into Node. */
const run = (code: string) =>
  new Function('createHmac', 'timingSafeEqual', `${code}; return verifySignature;`)(
    createHmac,
    timingSafeEqual,
  ) as Verify;

/** The README's fenced block under "Webhooks: checking a delivery", as written there. */
const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const readmeBlock = /## Webhooks: checking a delivery[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';

const secret = 'whsec_test';
const body = '{"id":"evt_1","type":"ping"}';
const now = () => Math.floor(Date.now() / 1000);
const sign = (t: number, text = body) => createHmac('sha256', secret).update(`${t}.${text}`).digest('hex');

describe.each([
  ['the API page’s snippet', webhookVerifyFunction],
  ['the README’s block', readmeBlock],
])('the webhook signature check: %s', (_name, code) => {
  const verify = run(code);

  it('accepts a valid signature and refuses a wrong or stale one', () => {
    const t = now();
    expect(verify(secret, `t=${t},v1=${sign(t)}`, body)).toBe(true);
    expect(verify(secret, `t=${t},v1=${sign(t, 'other')}`, body)).toBe(false);
    expect(verify('whsec_other', `t=${t},v1=${sign(t)}`, body)).toBe(false);
    expect(verify(secret, `t=${t - 600},v1=${sign(t - 600)}`, body)).toBe(false);
  });

  it('accepts either secret of a rotation: the header carries one v1= per secret (decision 073)', () => {
    const t = now();
    const old = 'whsec_old';
    const oldMac = createHmac('sha256', old).update(`${t}.${body}`).digest('hex');
    const both = `t=${t},v1=${sign(t)},v1=${oldMac}`;
    expect(verify(secret, both, body)).toBe(true);
    expect(verify(old, both, body)).toBe(true);
    expect(verify('whsec_other', both, body)).toBe(false);
    // The order does not matter, and a stale time still refuses both.
    expect(verify(secret, `t=${t},v1=${oldMac},v1=${sign(t)}`, body)).toBe(true);
    expect(verify(secret, `t=${t - 600},v1=${sign(t - 600)},v1=${oldMac}`, body)).toBe(false);
  });

  it('refuses a malformed signature without throwing', () => {
    const t = now();
    for (const header of [
      '',
      'garbage',
      `t=${t}`,
      `t=${t},v1=abc`,
      `t=${t},v1=${'é'.repeat(64)}`,
      `t=x,v1=${sign(t)}`,
      `v1=${sign(t)}`,
    ])
      expect(() => verify(secret, header, body), header).not.toThrow();
    expect(verify(secret, `t=${t},v1=abc`, body)).toBe(false);
    expect(verify(secret, `t=${t},v1=${'é'.repeat(64)}`, body)).toBe(false);
  });
});

describe('the one snippet', () => {
  it('is the snippet the docs quote', () => {
    const docs = readFileSync(new URL('../../../docs/features.md', import.meta.url), 'utf8');
    expect(docs).toContain(webhookVerifyFunction);
    // The README runs above as it is written; it is the same function, word for word.
    expect(readmeBlock.trim()).toBe(webhookVerifyFunction);
  });
});
