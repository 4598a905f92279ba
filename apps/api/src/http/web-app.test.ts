import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isAppRoute } from './web-app';

const request = (method: string, url: string) => ({ method, url }) as FastifyRequest;

describe('isAppRoute', () => {
  it.each(['/', '/Home', '/OrderDetails/12', '/login?next=%2FHome', '/apps/chat/3', '/apiary'])(
    'owns GET %s',
    (url) => {
      expect(isAppRoute(request('GET', url))).toBe(true);
    },
  );

  it.each(['/api', '/api/client/x', '/socket.io/', '/healthz', '/readyz', '/assets/app.js', '/favicon.ico'])(
    'leaves %s to the server',
    (url) => {
      expect(isAppRoute(request('GET', url))).toBe(false);
    },
  );

  it('owns GET and HEAD only', () => {
    expect(isAppRoute(request('HEAD', '/Home'))).toBe(true);
    expect(isAppRoute(request('POST', '/Home'))).toBe(false);
  });
});
