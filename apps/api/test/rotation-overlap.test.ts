import { webhookVerifyFunction } from '@courier/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hours } from './support/clock';
import { createAccount } from './support/factories';
import { useTestApp } from './support/harness';
import { rotateApiKey, unlockApiPage } from './support/merchant-api';
import { useWebhookReceiver } from './support/webhook-receiver';

// Rotation with overlap (decision 073; issue 40 point 7): the old signing secret still signs and the old
// API key still answers for ROTATION_GRACE_HOURS (24), then they retire.
const t = useTestApp({ env: { ALLOW_PRIVATE_WEBHOOKS: 'true' } });
const receiver = useWebhookReceiver();

/**
 * The README's (and the API page's) `verifySignature`, run as a merchant pastes it, on the test's clock:
 * its 5-minute window reads `Date.now()`, which here is the app's injected clock.
 */
const verify = (secret: string, header: string, body: string) =>
  (
    new Function(
      'createHmac',
      'timingSafeEqual',
      'Date',
      `${webhookVerifyFunction}; return verifySignature;`,
    )(createHmac, timingSafeEqual, { now: () => t.clock.now().getTime() }) as (
      s: string,
      h: string,
      b: string,
    ) => boolean
  )(secret, header, body);

async function merchant() {
  const account = await createAccount(t.database.db);
  return { ...account, token: await signedIn(account.email) };
}

/** A fresh session with the API page open: the clock moves past sessions and unlocks here. */
async function signedIn(email: string) {
  const token = await t.tokenFor(email);
  await unlockApiPage(t, token);
  return token;
}

const post = (token: string, url: string, body?: unknown) =>
  t.call({ method: 'POST', url: `/api/client${url}`, token, body, lang: 'en' });

/** Sends the test event; answers the received body and its signature header. */
async function ping(token: string) {
  const res = await post(token, '/link-with-apis/webhooks/test');
  expect(res.status, res.raw.body).toBe(200);
  const hit = receiver.received.at(-1)!;
  return { body: hit.body, signature: hit.headers['x-courier-signature'] as string };
}

describe('signing secret rotation (decision 073)', () => {
  it('signs with both secrets for 24 hours, the new one first, then with the new one only', async () => {
    const { token, email } = await merchant();
    const url = `${receiver.origin}/hooks`;
    expect((await post(token, '/update-api', { api_url: url })).status).toBe(200);
    const old = (await post(token, '/link-with-apis/webhooks/secret/reveal')).body.feed.signing_secret;

    const rotated = await post(token, '/link-with-apis/webhooks/secret/rotate');
    expect(rotated.status, rotated.raw.body).toBe(200);
    const fresh = rotated.body.feed.signing_secret as string;
    const until = new Date(t.clock.now().getTime() + hours(24)).toISOString();
    expect(rotated.body.feed.previous_secret_until).toBe(until);
    const shown = await t.call({ url: '/api/client/link-with-apis/webhooks', token });
    expect(shown.body.feed.previous_secret_until).toBe(until);

    // During the grace: two v1= entries; a receiver with either secret accepts the event.
    t.clock.advance(hours(23));
    const during = await ping(await signedIn(email));
    expect(during.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    const [, newMac] = during.signature.split(',');
    expect(newMac).toBe(
      `v1=${createHmac('sha256', fresh)
        .update(`${during.signature.slice(2, during.signature.indexOf(','))}.${during.body}`)
        .digest('hex')}`,
    );
    expect(verify(fresh, during.signature, during.body)).toBe(true);
    expect(verify(old, during.signature, during.body)).toBe(true);
    expect(verify('whsec_other', during.signature, during.body)).toBe(false);

    // After it: the new secret alone.
    t.clock.advance(hours(1));
    const later = await signedIn(email);
    const after = await ping(later);
    expect(after.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verify(fresh, after.signature, after.body)).toBe(true);
    expect(verify(old, after.signature, after.body)).toBe(false);
    expect(
      (await t.call({ url: '/api/client/link-with-apis/webhooks', token: later })).body.feed
        .previous_secret_until,
    ).toBeNull();
  });

  it('retires the old secret at once with grace_hours=0', async () => {
    const { token } = await merchant();
    await post(token, '/update-api', { api_url: `${receiver.origin}/hooks` });
    const old = (await post(token, '/link-with-apis/webhooks/secret/reveal')).body.feed.signing_secret;
    const rotated = await post(token, '/link-with-apis/webhooks/secret/rotate?grace_hours=0');
    expect(rotated.body.feed.previous_secret_until).toBeNull();
    const sent = await ping(token);
    expect(sent.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verify(rotated.body.feed.signing_secret, sent.signature, sent.body)).toBe(true);
    expect(verify(old, sent.signature, sent.body)).toBe(false);
    expect((await post(token, '/link-with-apis/webhooks/secret/rotate?grace_hours=-1')).status).toBe(422);
  });
});

describe('API key rotation (decision 073)', () => {
  const governorates = (key: string) => t.call({ url: '/api/v1/governorates', token: key, lang: 'en' });

  it('keeps the old key working for 24 hours, then refuses it with API_KEY_EXPIRED', async () => {
    const { token, email } = await merchant();
    const first = await rotateApiKey(t, token);
    const second = await rotateApiKey(t, token);
    const shown = await t.call({ url: '/api/client/link-with-apis/key', token });
    expect(shown.body.feed.previous_valid_until).toBe(
      new Date(t.clock.now().getTime() + hours(24)).toISOString(),
    );

    t.clock.advance(hours(24) - 1000);
    expect((await governorates(first)).status).toBe(200);
    expect((await governorates(second)).status).toBe(200);

    t.clock.advance(1000);
    const expired = await governorates(first);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ success: 0, code: 'API_KEY_EXPIRED' });
    expect(expired.body.error_msg).toMatch(/grace period has ended/);
    expect(expired.body).not.toHaveProperty('logout');
    expect((await governorates(second)).status).toBe(200);
    expect(
      (await t.call({ url: '/api/client/link-with-apis/key', token: await signedIn(email) })).body.feed
        .previous_valid_until,
    ).toBeNull();
  });

  it('ends the old key at once with grace_hours=0, and a second rotation drops the first old key', async () => {
    const { token } = await merchant();
    const first = await rotateApiKey(t, token);
    const second = await rotateApiKey(t, token);
    const third = await rotateApiKey(t, token);
    // Only the key just replaced overlaps: the one before it is unknown now.
    expect((await governorates(first)).body.code).toBe('API_KEY_INVALID');
    expect((await governorates(second)).status).toBe(200);

    const res = await t.call({
      method: 'POST',
      url: '/api/client/link-with-apis/key/rotate?grace_hours=0',
      token,
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.feed.previous_valid_until).toBeNull();
    expect((await governorates(third)).body.code).toBe('API_KEY_INVALID');
    expect((await governorates(res.body.feed.key)).status).toBe(200);
  });
});
