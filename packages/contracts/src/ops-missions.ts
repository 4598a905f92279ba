import { z } from 'zod';
import { missionStatuses, missionTypes, type MissionStatus } from './enums';
import { pageQuerySchema, successEnvelope } from './envelope';
import { missionSchema } from './missions-responses';

/**
 * The missions desk of the staff console (issue 7 §3): every client's missions, and the moves of
 * `missionOpsMoves` for one or many at once. Same answer shape as the orders desk: per mission, updated or
 * refused with the reason in the caller's language.
 */

const missionStatusKeys = Object.keys(missionStatuses) as [MissionStatus, ...MissionStatus[]];
const typeCodes = Object.values(missionTypes);
const statusCodes = Object.values(missionStatuses);
const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** `GET /api/ops/missions?page&perPage&code&client_id&type&status&captain_id&due_date`. */
export const opsMissionListQuerySchema = pageQuerySchema.extend({
  code: z.string().trim().min(1).max(30).optional(),
  client_id: id.optional(),
  type: z.coerce
    .number()
    .int()
    .refine((v) => (typeCodes as number[]).includes(v))
    .optional(),
  status: z.coerce
    .number()
    .int()
    .refine((v) => (statusCodes as number[]).includes(v))
    .optional(),
  captain_id: id.optional(),
  due_date: z.iso.date().optional(),
});
export type OpsMissionListQuery = z.infer<typeof opsMissionListQuerySchema>;

export const opsMissionListResponseSchema = successEnvelope({
  feed: z.array(missionSchema),
  feed_count: z.number().int(),
});
export type OpsMissionListResponse = z.infer<typeof opsMissionListResponseSchema>;

/** `POST /api/ops/missions/status`: move these missions to `status` (a mission status key). */
export const opsMissionStatusBodySchema = z.object({
  ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(500),
  status: z.enum(missionStatusKeys),
  /** Needed to hand a mission to a captain (`for_captain`). */
  captain_id: z.number().int().min(1).optional(),
  /** Needed to cancel (`canceled`, `canceled_with_captain`): a mission termination reason. */
  reason_id: z.number().int().min(1).optional(),
  note: z.string().trim().max(500).optional(),
});
export type OpsMissionStatusBody = z.infer<typeof opsMissionStatusBodySchema>;

export const opsMissionStatusResponseSchema = successEnvelope({
  feed: z.object({
    updated: z.array(z.number().int()),
    refused: z.array(z.object({ id: z.number().int(), error_msg: z.string() })),
  }),
});
export type OpsMissionStatusResponse = z.infer<typeof opsMissionStatusResponseSchema>;

/** `GET /api/ops/captains`: who a mission or an order can be handed to. */
export const opsCaptainsResponseSchema = successEnvelope({
  feed: z.array(z.object({ id: z.number().int(), name: z.string(), phone: z.string(), branch: z.string() })),
});
export type OpsCaptainsResponse = z.infer<typeof opsCaptainsResponseSchema>;
