import { z } from 'zod';
import { orderStatuses } from './enums';

/*
 * Test mode (decision 074, issue 40.8), as Stripe's: a test key (`cp_test_…`) beside the live one. Its
 * calls make and see only test orders, which reach no desk, captain, balance or list of live work, and
 * `POST /api/v1/test/orders/{code}/move` moves them along the desk's moves, with webhooks
 * (`livemode: false`).
 */

/** A test key: `cp_test_` and 32 base64url characters (192 random bits), as the live key. */
export const apiTestKeyPrefix = 'cp_test_';
export const apiTestKeyPattern = /^cp_test_[A-Za-z0-9_-]{32}$/;

const statusNames = Object.keys(orderStatuses) as [
  keyof typeof orderStatuses,
  ...(keyof typeof orderStatuses)[],
];

/** `POST /api/v1/test/orders/{code}/move {status}`: the status by name, one of the desk's moves from now. */
export const apiTestMoveBodySchema = z.object({
  status: z.enum(statusNames).meta({
    description:
      'The status to move to, by name: one of the moves GET /order-states lists for the current one',
  }),
});
export type ApiTestMoveBody = z.infer<typeof apiTestMoveBodySchema>;
