import {
  captainPickupsResponseSchema,
  pickupParamsSchema,
  pickupScanResponseSchema,
  runScanBodySchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captainOf } from '../../http/captain-guard';
import { languageOf } from '../../http/language';
import type { CaptainPickupsService } from './captain-pickups.service';

const tags = ['captain: run'];

/** /api/captain/pickups: his pickup missions with their manifests, and scan to confirm there (decision 066). */
export const captainPickupsRoutes: FastifyPluginAsyncZod<{ pickups: CaptainPickupsService }> = async (
  app,
  { pickups },
) => {
  app.get(
    '/pickups',
    {
      schema: {
        tags,
        summary: 'His open pickup missions: merchant, address, phone and the parcels to collect',
        response: { 200: captainPickupsResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await pickups.pickups(captainOf(request), languageOf(request)),
    }),
  );

  app.post(
    '/pickups/:id/scan',
    {
      schema: {
        tags,
        summary:
          'Confirm a parcel at the merchant by its scanned or typed code (404 when not on the manifest)',
        params: pickupParamsSchema,
        body: runScanBodySchema,
        response: { 200: pickupScanResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await pickups.scan(captainOf(request), request.params.id, request.body.code),
    }),
  );
};
