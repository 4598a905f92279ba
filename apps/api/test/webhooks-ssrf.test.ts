import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPrivateAddress, type ResolveHost } from '../src/modules/webhooks/url-guard';
import { createAccount } from './support/factories';
import { useTestApp } from './support/harness';
import { unlockApiPage } from './support/merchant-api';
import { useWebhookReceiver } from './support/webhook-receiver';

/** The DNS as the test says: each name answers these addresses (changed mid-test for a rebinding). */
const zone = new Map<string, string[]>();
const resolveHost: ResolveHost = async (hostname) => {
  const addresses = zone.get(hostname);
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

// ALLOW_PRIVATE_WEBHOOKS is off here (the default); NODE_ENV=test accepts http://.
const t = useTestApp({ deps: { resolveHost } });
const receiver = useWebhookReceiver();

async function admin() {
  const account = await createAccount(t.database.db);
  const token = await t.tokenFor(account.email);
  await unlockApiPage(t, token);
  return token;
}

const updateApi = (token: string, api_url: string) =>
  t.call({ method: 'POST', url: '/api/client/update-api', token, body: { api_url }, lang: 'en' });

describe('update-api refuses addresses inside the network (SSRF)', () => {
  it('refuses loopback, private, link-local, CGNAT, metadata and mapped addresses, and names resolving to them', async () => {
    zone.set('internal.example', ['10.0.0.7']);
    zone.set('mixed.example', ['93.184.216.34', '192.168.1.10']);
    zone.set('v6-loop.example', ['::1']);
    zone.set('six-to-four.example', ['2606:4700:4700::1111', '2002:7f00:1::1']);
    const token = await admin();
    for (const url of [
      'http://127.0.0.1/hooks',
      'http://127.1.2.3:8080/',
      'http://[::1]/hooks',
      'http://[::ffff:127.0.0.1]/hooks',
      'http://10.1.2.3/',
      'http://172.16.5.4/',
      'http://192.168.0.1/',
      'http://100.64.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'https://internal.example/hooks',
      'https://mixed.example/hooks',
      'https://v6-loop.example/hooks',
      // IPv6 transition and special-purpose ranges (issue 33 §6): 6to4 of 127.0.0.1 and of 10.0.0.1,
      // Teredo, NAT64 of the metadata address, local-use NAT64, IPv4-compatible, IPv4-translated.
      'http://[2002:7f00:1::1]/hooks',
      'http://[2002:a00:1::1]/',
      'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
      'http://[64:ff9b::a9fe:a9fe]/latest/meta-data/',
      'http://[64:ff9b:1::808:808]/',
      'http://[::808:808]/',
      'http://[::ffff:0:7f00:1]/',
      'https://six-to-four.example/hooks',
    ]) {
      const res = await updateApi(token, url);
      expect(res.status, url).toBe(422);
      expect(res.body.errors.api_url, url).toEqual([
        'This address points to a private or internal network; use a public address',
      ]);
    }
    const unknown = await updateApi(token, 'https://nowhere.example/');
    expect(unknown.body.errors.api_url).toEqual(['This host name could not be found']);
    const creds = await updateApi(token, 'https://user:pass@public.example/');
    expect(creds.body.errors.api_url).toEqual(['The address must not contain a user name or password']);
    const ftp = await updateApi(token, 'ftp://public.example/');
    expect(ftp.status).toBe(422);

    zone.set('public.example', ['93.184.216.34']);
    expect((await updateApi(token, 'https://public.example/hooks')).status).toBe(200);
  });

  it('checks again at send time: a name rebound to 127.0.0.1 is refused and never reached', async () => {
    zone.set('rebind.example', ['93.184.216.34']);
    const token = await admin();
    expect((await updateApi(token, `http://rebind.example:${receiver.port}/hooks`)).status).toBe(200);
    zone.set('rebind.example', ['127.0.0.1']);
    const res = await t.call({ method: 'POST', url: '/api/client/link-with-apis/webhooks/test', token });
    expect(res.body.feed.delivery).toMatchObject({
      status_code: null,
      event_status: 'pending',
      error: 'refused: webhooks.addressNotAllowed',
    });
    expect(receiver.received).toHaveLength(0);
  });

  it("refuses a store write-back's address inside the network, and http to the loopback (decision 075)", async () => {
    zone.set('shop.internal.example', ['10.0.0.7']);
    zone.set('shop.example', ['93.184.216.34']);
    const token = await admin();
    const made = await t.call({
      method: 'POST',
      url: '/api/client/link-with-plugins/connections',
      token,
      body: { platform: 'shopify' },
    });
    const save = (store_url: string) =>
      t.call({
        method: 'POST',
        url: `/api/client/link-with-plugins/connections/${made.body.feed.id}/write-back`,
        token,
        lang: 'en',
        body: { store_url, access_token: 'shpat_0123456789abcdef', enabled: true },
      });
    for (const url of ['https://shop.internal.example', 'https://127.0.0.1', 'https://[::ffff:10.0.0.1]']) {
      const res = await save(url);
      expect(res.status, url).toBe(422);
      expect(res.body.errors.store_url, url).toEqual([
        'This address points to a private or internal network; use a public address',
      ]);
    }
    // Plain http is the local mocks' only, and only where private addresses are allowed.
    expect((await save(`http://127.0.0.1:${receiver.port}`)).body.errors.store_url).toEqual([
      'The address must start with https://',
    ]);
    expect((await save('https://shop.example')).status).toBe(200);
  });
});

describe('the address rules', () => {
  it('asks for https outside development and tests', async () => {
    const production = { allowHttp: false, allowPrivate: false };
    zone.set('public.example', ['93.184.216.34']);
    expect(await checkWebhookUrl('http://public.example/', production, resolveHost)).toEqual({
      ok: false,
      reason: 'webhooks.httpsRequired',
    });
    expect(await checkWebhookUrl('https://public.example/', production, resolveHost)).toMatchObject({
      ok: true,
      address: '93.184.216.34',
    });
  });

  it('knows public from private addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '169.254.169.254',
      '100.100.100.200',
      '::1',
      '::ffff:7f00:1',
      'fc00::1',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it("refuses IANA's special-purpose IPv6 ranges, and judges 6to4, NAT64 and mapped forms by their IPv4", () => {
    for (const a of [
      '::',
      '2002:7f00:1::1', // 6to4 of 127.0.0.1
      '2002:a9fe:a9fe::1', // 6to4 of 169.254.169.254
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo: refused outright
      '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
      '64:ff9b:1::808:808', // local-use NAT64
      '::ffff:0:a00:1', // IPv4-translated 10.0.0.1
      '::808:808', // IPv4-compatible (deprecated)
      '100::1', // discard
      '2001:db8::1', // documentation
      '3fff::1', // documentation (2024)
      '2001:20::1', // ORCHIDv2
      '2001:2::1', // benchmarking
      'fd12:3456::1', // unique local
      'fe80::1', // link-local
      'fec0::1', // site-local
      'ff02::1', // multicast
      '5f00::1', // segment routing
      '4000::1', // outside global unicast
      '192.88.99.1', // 6to4 relay anycast
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['2002:808:808::1', '64:ff9b::808:808', '::ffff:0:808:808', '2a00:1450:4001::1'])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it('refuses a host name that does not resolve within 5 s as unresolved', async () => {
    const never: ResolveHost = () => new Promise(() => {});
    const started = Date.now();
    expect(
      await checkWebhookUrl('https://slow.example/', { allowHttp: false, allowPrivate: false }, never),
    ).toEqual({ ok: false, reason: 'webhooks.hostUnresolved' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
  }, 15_000);
});
