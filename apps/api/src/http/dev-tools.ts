import type { FastifyReply, FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { sendRouteNotFound } from './error-handler';

/** Headers a proxy adds when it relays someone else's request (RFC 7239 and the customary ones). */
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * The development tools (`/api/dev/*`: every one-time code, forged notifications) answer only a caller on
 * this machine; anyone else gets the 404 of a route that does not exist (decision 037). The peer is the
 * socket's own address, never `request.ip`, which TRUST_PROXY takes from X-Forwarded-For; and a loopback
 * peer that carries a forwarding header is a proxy on this machine relaying another caller.
 */
export async function devToolsGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (isLoopback(request.socket.remoteAddress) && !forwardingHeaders.some((h) => h in request.headers))
    return;
  await sendRouteNotFound(request, reply);
}

/** 127.0.0.0/8 and ::1, also written as an IPv4-mapped IPv6 address (a dual-stack socket's `::ffff:127.0.0.1`). */
export function isLoopback(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}

/**
 * The warning server.ts prints when a development server listens beyond loopback (the default HOST is
 * 0.0.0.0): the tools stay on this machine, but the demo accounts and their published password do not.
 */
export function exposedDevelopmentWarning(config: { NODE_ENV: string; HOST: string }): string | null {
  if (config.NODE_ENV === 'production' || config.HOST === 'localhost' || isLoopback(config.HOST)) return null;
  return (
    `NODE_ENV=${config.NODE_ENV} and HOST=${config.HOST}: other machines reach this server; /api/dev/* ` +
    'answers only this machine, but development settings are not for a deployment: set NODE_ENV=production, ' +
    'or HOST=127.0.0.1 to keep the server on this machine'
  );
}
