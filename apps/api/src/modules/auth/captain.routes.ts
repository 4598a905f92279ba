import {
  captainLoginBodySchema,
  captainLoginResponseSchema,
  captainMeResponseSchema,
  okSchema,
} from '@courier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captainOf } from '../../http/captain-guard';
import type { CaptainAuthService } from './captain-auth.service';
import type { ClientMeta } from './sessions.service';

const metaOf = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

const tags = ['captain: session'];

/** /api/captain/login, logout and me: the captain app's own sessions (decision 061). */
export const captainRoutes: FastifyPluginAsyncZod<{ captainAuth: CaptainAuthService }> = async (
  app,
  { captainAuth },
) => {
  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A captain signs in with his phone and password',
        body: captainLoginBodySchema,
        response: { 200: captainLoginResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, ...(await captainAuth.login(request.body, metaOf(request))) }),
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'End the current captain session', response: { 200: okSchema } } },
    async (request) => {
      await captainAuth.logout(captainOf(request), metaOf(request));
      return { success: 1 as const };
    },
  );

  app.get(
    '/me',
    { schema: { tags, summary: 'The calling captain', response: { 200: captainMeResponseSchema } } },
    async (request) => {
      const me = captainOf(request);
      return { success: 1 as const, feed: await captainAuth.me(me) };
    },
  );
};
