import type { MessageKey } from '@courier/contracts';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

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

/**
 * IANA's special-purpose registries, as ipaddr.js names them (decision 037): an address is public only
 * when it is in none of them ("unicast"); IPv6 must also be global unicast (2000::/3), so the unassigned
 * rest, IPv4-compatible ::/96 and 3fff::/20 are refused too. IPv6 forms that carry an IPv4 address are
 * judged by that address: IPv4-mapped and -translated (last 32 bits), 6to4 (bits 16–48) and NAT64's
 * well-known prefix 64:ff9b::/96 (last 32 bits). Teredo (2001::/32) and local-use NAT64 (64:ff9b:1::/48),
 * whose embedding depends on the network, are refused outright.
 */
const globalUnicast = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];
const nat64 = ipaddr.parseCIDR('64:ff9b::/96') as [ipaddr.IPv6, number];

/** The IPv4 address an IPv6 one carries, where its form says where (null: none, or not one we trust). */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = address.toByteArray();
  const range = address.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145' || (range === 'rfc6052' && address.match(nat64)))
    return new ipaddr.IPv4(bytes.slice(12, 16));
  if (range === '6to4') return new ipaddr.IPv4(bytes.slice(2, 6));
  return null;
}

function isPublic(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  const v4 = embeddedIpv4(v6);
  if (v4) return isPublic(v4);
  return v6.range() === 'unicast' && v6.match(globalUnicast);
}

/** True for an address a webhook must never reach (the server's own network, the cloud's metadata, …). */
export function isPrivateAddress(address: string): boolean {
  if (!isIP(address)) return true; // not an address at all: refuse
  return !isPublic(ipaddr.parse(address));
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
