import { z } from 'zod';
import { successEnvelope } from './envelope';
import { email, password, requiredField } from './rules';

/**
 * The courier's staff (the operations console under /ops): not clients, with their own accounts and
 * sessions. `ops` runs orders, missions, supplies and clients; `support` the help desk (tickets, chat);
 * `admin` manages staff and may do everything the others do.
 */
export const staffRoles = ['ops', 'support', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Who may call a staff route: the listed roles, and always `admin`. */
export function staffRoleMayAccess(role: StaffRole, allowed: readonly StaffRole[]): boolean {
  return role === 'admin' || allowed.includes(role);
}

/**
 * Which roles read each desk (besides `admin`, who reads all): the one table behind both the /api/ops
 * routes' guard (`config.staffDesk`) and the staff sockets' rooms, so a socket receives only what the same
 * token may read over HTTP (decision 036). `files` is the attachments of tickets and chats; `staff` the
 * admin screen.
 */
export const staffDesks = {
  orders: ['ops'],
  missions: ['ops'],
  supplies: ['ops'],
  clients: ['ops'],
  tracking: ['ops'],
  tickets: ['support'],
  chat: ['support'],
  files: ['support'],
  staff: [],
  /** The money ledger's reconciliation (decision 052). */
  ledger: [],
  /** Captains, branches and the cash captains hand in (decision 058): ops reads and counts cash. */
  captains: ['ops'],
  /** Adding, editing and deactivating captains and branches: admins only (decision 058). */
  fleet: [],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffDesk = keyof typeof staffDesks;

/** Whether a role reads a desk: its routes answer it, and its socket events reach it. */
export function staffMayRead(role: StaffRole, desk: StaffDesk): boolean {
  return staffRoleMayAccess(role, staffDesks[desk]);
}

export const staffLoginBodySchema = z.object({ email: email(), password: password() });
export type StaffLoginBody = z.infer<typeof staffLoginBodySchema>;

const staffIdentity = {
  role: z.enum(staffRoles),
  name: z.string(),
};

export const staffLoginResponseSchema = successEnvelope({
  access_token: z.string(),
  ...staffIdentity,
  staff_id: z.number().int(),
  email: z.string(),
  expires_at: z.string(),
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

export const staffMeResponseSchema = successEnvelope({
  feed: z.object({ staff_id: z.number().int(), email: z.string(), ...staffIdentity }),
});
export type StaffMeResponse = z.infer<typeof staffMeResponseSchema>;

/** The staff list (assigning a captain's supervisor, a ticket's agent): active staff only. */
export const staffListQuerySchema = z.object({ role: z.enum(staffRoles).optional() });
export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListResponseSchema = successEnvelope({ feed: z.array(staffMemberSchema) });

/* The staff admin screen (/ops/staff, admin only; decision 028). */

/** A staff account as the admin sees it: active or not, and when it last logged in. */
export const staffAccountSchema = staffMemberSchema.extend({
  active: z.union([z.literal(0), z.literal(1)]),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountsResponseSchema = successEnvelope({ feed: z.array(staffAccountSchema) });
export type StaffAccountsResponse = z.infer<typeof staffAccountsResponseSchema>;
export const staffAccountResponseSchema = successEnvelope({ feed: staffAccountSchema });
export type StaffAccountResponse = z.infer<typeof staffAccountResponseSchema>;

export const staffParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** A new staff member; the initial password follows the client side's password rule. */
export const addStaffBodySchema = z.object({
  name: requiredField(100),
  email: email(),
  role: z.enum(staffRoles, { error: 'validation.required' }),
  password: password(),
});
export type AddStaffBody = z.infer<typeof addStaffBodySchema>;
export type AddStaffForm = z.input<typeof addStaffBodySchema>;

export const staffRoleBodySchema = z.object({ role: z.enum(staffRoles, { error: 'validation.required' }) });
export type StaffRoleBody = z.infer<typeof staffRoleBodySchema>;

export const staffPasswordBodySchema = z.object({ password: password() });
export type StaffPasswordBody = z.infer<typeof staffPasswordBodySchema>;
