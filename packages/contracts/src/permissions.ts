import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * What the main account may let a sub-user do beyond preparing and following orders (decision 068). A
 * sub-user has none until granted on the team page; the main account has all. One entry per permission.
 */
export const subUserPermissions = ['attempts'] as const;
export type SubUserPermission = (typeof subUserPermissions)[number];

/** `GET /api/client/user/permissions`: each sub-user's granted permissions. */
export const subUserPermissionsResponseSchema = successEnvelope({
  feed: z.array(z.object({ user_id: z.number().int(), permissions: z.array(z.enum(subUserPermissions)) })),
});
export type SubUserPermissionsResponse = z.infer<typeof subUserPermissionsResponseSchema>;

/** `POST /api/client/user/permissions`: grant or take back one permission of one sub-user. */
export const setSubUserPermissionBodySchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  permission: z.enum(subUserPermissions),
  granted: z.boolean(),
});
export type SetSubUserPermissionBody = z.infer<typeof setSubUserPermissionBodySchema>;
