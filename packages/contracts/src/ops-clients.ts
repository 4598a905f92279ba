import { z } from 'zod';
import { pageQuerySchema, successEnvelope } from './envelope';
import { missionSchema } from './missions-responses';

/** The clients desk of the staff console (issue 7 §5): list, one client's picture, suspend and unsuspend. */

const flag = z.union([z.literal(0), z.literal(1)]);
const money = z.string();

/** `GET /api/ops/clients?page&perPage&search&freezed`: search matches the name, a phone, or a user's email. */
export const opsClientListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().min(1).max(100).optional(),
  freezed: z.enum(['0', '1']).optional(),
});
export type OpsClientListQuery = z.infer<typeof opsClientListQuerySchema>;

export const opsClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  /** The main account's email. */
  email: z.string().nullable(),
  is_freezed: flag,
  created_at: z.string(),
  orders_count: z.number().int(),
  open_missions: z.number().int(),
});
export type OpsClient = z.infer<typeof opsClientSchema>;

export const opsClientListResponseSchema = successEnvelope({
  feed: z.array(opsClientSchema),
  feed_count: z.number().int(),
});
export type OpsClientListResponse = z.infer<typeof opsClientListResponseSchema>;

export const opsClientParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** An order line of the client's picture (the latest ones). */
export const opsClientOrderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.number().int(),
  receiver: z.string(),
  amount_to_be_collected: money,
  received_amount: money.nullable(),
  created_at: z.string(),
});

/** `GET /api/ops/clients/{id}`: the client, its balance, its latest orders and missions, its orders by status. */
export const opsClientDetailsResponseSchema = successEnvelope({
  feed: z.object({
    client: opsClientSchema,
    balance: z.object({
      collected: money,
      supplied: money,
      balance: money,
      next_supply: z.string().nullable(),
    }),
    orders_by_status: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
    orders: z.array(opsClientOrderSchema),
    missions: z.array(missionSchema),
  }),
});
export type OpsClientDetailsResponse = z.infer<typeof opsClientDetailsResponseSchema>;

export const opsClientSuspendResponseSchema = successEnvelope({
  feed: z.object({ id: z.number().int(), is_freezed: flag }),
});
export type OpsClientSuspendResponse = z.infer<typeof opsClientSuspendResponseSchema>;

/** The payload of `accountFreezedEvent` (realtime-events.ts). */
export const accountFreezedPayloadSchema = z.object({ is_freezed: flag });
export type AccountFreezedPayload = z.infer<typeof accountFreezedPayloadSchema>;
