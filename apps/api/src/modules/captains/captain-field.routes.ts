import {
  captainOwnCashResponseSchema,
  captainPositionBodySchema,
  handInBodySchema,
  handInResponseSchema,
  positionConsentBodySchema,
  positionConsentResponseSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { captainOf } from '../../http/captain-guard';
import type { CaptainCashService } from './captain-cash.service';
import type { CaptainPositionsService } from './captain-positions.service';

const tags = ['captain: run'];

/** The captain's own cash and hand-in, and his positions (issue 37 §7, §8; decision 066). */
export const captainFieldRoutes: FastifyPluginAsyncZod<{
  cash: CaptainCashService;
  positions: CaptainPositionsService;
}> = async (app, { cash, positions }) => {
  app.get(
    '/cash',
    {
      schema: {
        tags,
        summary: 'The cash he holds (COD of his delivered orders not handed in) and his declaration waiting',
        response: { 200: captainOwnCashResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await cash.ownCash(captainOf(request).captainId) }),
  );

  app.post(
    '/hand-ins',
    {
      schema: {
        tags,
        summary:
          'Declare the cash he hands in against every order he holds; the office counts and confirms it ' +
          '(409 HAND_IN_PENDING while one waits, CAPTAIN_NOTHING_HELD when he holds none)',
        body: handInBodySchema,
        response: { 200: handInResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await cash.declareHandIn(captainOf(request).captainId, request.body),
    }),
  );

  app.get(
    '/positions/consent',
    {
      schema: {
        tags,
        summary: 'Whether he agreed to share his position, and how often the app sends it',
        response: { 200: positionConsentResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await positions.consent(captainOf(request).captainId),
    }),
  );

  app.post(
    '/positions/consent',
    {
      schema: {
        tags,
        summary: 'Agree to share his position, or withdraw (the kept position is deleted)',
        body: positionConsentBodySchema,
        response: { 200: positionConsentResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await positions.setConsent(captainOf(request).captainId, request.body.consent),
    }),
  );

  app.post(
    '/positions',
    {
      schema: {
        tags,
        summary:
          'One position fix (with consent: 409 POSITION_CONSENT_REQUIRED); a stale one is dropped (kept: 0)',
        body: captainPositionBodySchema,
        response: {
          200: z.object({
            success: z.literal(1),
            feed: z.object({ kept: z.union([z.literal(0), z.literal(1)]) }),
          }),
        },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await positions.record(captainOf(request).captainId, request.body),
    }),
  );
};
