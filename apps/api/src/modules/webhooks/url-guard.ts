import type { MessageKey } from '@courier/contracts';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Every address a host name resolves to (node:dns lookup with `all`); tests inject a stub. */
export type ResolveHost = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const systemResolveHost: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** A host name that does not resolve within this is refused as unresolved: an attempt's time is bounded. */
export const resolveTimeoutMs = 5_000;

function withinResolveTimeout<T>(lookup: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timed out')), resolveTimeoutMs);
  });
  return Promise.race([lookup, cut]).finally(() => clearTimeout(timer));
}

/** Loopback, private, shared (CGNAT), link-local (with the cloud metadata address), and other non-public ranges. */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** An IPv4 address written inside IPv6 (`::ffff:7f00:1`, `::ffff:127.0.0.1`, `::127.0.0.1`), or null. */
function embeddedIpv4(address: string): string | null {
  const m = /^::(?:ffff:(?:0:)?)?(.+)$/i.exec(address);
  if (!m) return null;
  const tail = m[1]!;
  if (isIP(tail) === 4) return tail;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** True for an address a webhook must never reach (the server's own network, or the cloud's metadata). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true; // not an address at all: refuse
  const v4 = embeddedIpv4(address);
  if (v4) return blocked.check(v4, 'ipv4');
  return blocked.check(address, 'ipv6');
}

export interface UrlRules {
  /** http:// is accepted (development and tests); otherwise https only. */
  allowHttp: boolean;
  /** Private and loopback addresses are accepted (ALLOW_PRIVATE_WEBHOOKS). */
  allowPrivate: boolean;
}

export type Refusal = { ok: false; reason: MessageKey };
export type Target = { ok: true; url: URL; address: string; family: 4 | 6 };

/**
 * Checks a webhook URL and resolves it: the scheme, no credentials, and every address the host resolves
 * to public (one private answer is enough to refuse: the connection could pick it). Answers the address
 * to connect to, so the request goes to the address that was checked (no second lookup for a DNS
 * rebinding to slip into). Run when the URL is saved and again before every attempt.
 */
export async function checkWebhookUrl(
  raw: string,
  rules: UrlRules,
  resolve: ResolveHost,
): Promise<Refusal | Target> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'webhooks.urlInvalid' };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && rules.allowHttp))
    return { ok: false, reason: url.protocol === 'http:' ? 'webhooks.httpsRequired' : 'webhooks.urlInvalid' };
  if (url.username || url.password) return { ok: false, reason: 'webhooks.urlCredentials' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await withinResolveTimeout(resolve(host));
    } catch {
      return { ok: false, reason: 'webhooks.hostUnresolved' };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: 'webhooks.hostUnresolved' };
  if (!rules.allowPrivate && addresses.some((a) => isPrivateAddress(a.address)))
    return { ok: false, reason: 'webhooks.addressNotAllowed' };
  const first = addresses[0]!;
  return { ok: true, url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
