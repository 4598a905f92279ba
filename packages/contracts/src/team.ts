import { z } from 'zod';
import { successEnvelope } from './envelope';
import type { MessageKey } from './messages';
import { calendarDay } from './orders';
import {
  email,
  flag01,
  optionalPhone,
  optionalText3,
  password,
  phone,
  requiredField,
  requiredId,
  requiredNumber,
  requiredText3,
} from './rules';

const m = (key: MessageKey) => ({ error: key, abort: true });
const flag = z.union([z.literal(0), z.literal(1)]);

/* Sub-users (spec §3 Sub-user, §5, §7 "Notifications, information, account"): admin only. */

export const subUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  client_attend_from_every_where: flag,
  client_location_id: z.number().int().nullable(),
  region: z.string().nullable(),
  radius: z.number().nullable(),
  created_at: z.string(),
});
export type SubUser = z.infer<typeof subUserSchema>;

/** `POST get-employee`: the client's sub-users (deleted ones are gone from the list, not from the logs). */
export const getEmployeeResponseSchema = successEnvelope({ feed: z.array(subUserSchema) });
export type GetEmployeeResponse = z.infer<typeof getEmployeeResponseSchema>;

/** An id that may be absent or empty (a select left empty); a present one follows the id rule. */
const optionalId = () =>
  z
    .union([z.string(), z.number(), z.null()], m('validation.invalid'))
    .optional()
    .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? undefined : v))
    .pipe(requiredId().optional());

const needsLocation = (v: { client_attend_from_every_where?: 0 | 1; client_location_id?: number }) =>
  v.client_attend_from_every_where !== 0 || v.client_location_id !== undefined;
const locationMissing = { error: 'validation.locationRequired', path: ['client_location_id'] };

/**
 * `POST user/add`. spec §5: when attending from everywhere is 1 the location id is dropped; 0 needs a
 * location (the region and radius come from it).
 */
export const addSubUserBodySchema = z
  .object({
    name: requiredField(100),
    email: email(),
    phone: optionalPhone(),
    password: password(),
    client_attend_from_every_where: flag01()
      .optional()
      .transform((v) => v ?? 1),
    client_location_id: optionalId(),
  })
  .refine(needsLocation, locationMissing)
  .transform((v) => (v.client_attend_from_every_where === 1 ? { ...v, client_location_id: undefined } : v));
export type AddSubUserBody = z.infer<typeof addSubUserBodySchema>;
export type AddSubUserForm = z.input<typeof addSubUserBodySchema>;

/**
 * `POST user/edit`. spec §5: attending from everywhere = 1 clears location and region (null); 0 drops the
 * flag (the location then says it); an empty password is dropped (the password stays).
 */
export const editSubUserBodySchema = z
  .object({
    id: requiredId(),
    name: requiredField(100),
    email: email(),
    phone: optionalPhone(),
    password: z
      .string(m('validation.invalid'))
      .optional()
      .transform((v) => (v === undefined || v.length === 0 ? undefined : v))
      .pipe(password().optional()),
    client_attend_from_every_where: flag01().optional(),
    client_location_id: optionalId(),
  })
  .refine(needsLocation, locationMissing)
  .transform(({ client_attend_from_every_where: everywhere, ...v }) => {
    if (everywhere === 1)
      return { ...v, client_attend_from_every_where: 1 as const, client_location_id: null, region: null };
    return v;
  });
export type EditSubUserBody = z.infer<typeof editSubUserBodySchema>;
export type EditSubUserForm = z.input<typeof editSubUserBodySchema>;

/** `GET user/delete?id`. */
export const deleteSubUserQuerySchema = z.object({ id: requiredId() });
export type DeleteSubUserQuery = z.infer<typeof deleteSubUserQuerySchema>;

/** `POST user/revoke_token {id}`: ends every session of that sub-user. */
export const revokeTokenBodySchema = z.object({ id: requiredId() });
export type RevokeTokenBody = z.infer<typeof revokeTokenBodySchema>;

export const subUserResponseSchema = successEnvelope({ feed: subUserSchema });
export type SubUserResponse = z.infer<typeof subUserResponseSchema>;

/* Pickup locations (spec §3 Client location, §7 "API integration and locations"). */

export const clientLocationSchema = z.object({
  id: z.number().int(),
  region: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  radius: z.number(),
});
export type ClientLocation = z.infer<typeof clientLocationSchema>;

/** `GET /locations` → feed.data. */
export const locationsResponseSchema = successEnvelope({
  feed: z.object({ data: z.array(clientLocationSchema) }),
});
export type LocationsResponse = z.infer<typeof locationsResponseSchema>;

const within = (min: number, max: number, key: MessageKey) =>
  requiredNumber().pipe(z.number().min(min, m(key)).max(max, m(key)));

/**
 * `PUT /locations`: one location; without id a new one. Radius, latitude and longitude are required and
 * numeric (spec §5): the web app sends null for an empty coordinate, answered with a field error.
 */
export const saveLocationBodySchema = z.object({
  id: z
    .union([z.number(), z.string(), z.null()], m('validation.invalid'))
    .optional()
    .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? undefined : v))
    .pipe(requiredId().optional()),
  region: requiredText3(100),
  latitude: within(-90, 90, 'validation.latitudeRange'),
  longitude: within(-180, 180, 'validation.longitudeRange'),
  radius: within(1, 100_000, 'validation.radiusRange'),
});
export type SaveLocationBody = z.infer<typeof saveLocationBodySchema>;
export type SaveLocationForm = z.input<typeof saveLocationBodySchema>;

export const saveLocationResponseSchema = successEnvelope({ feed: clientLocationSchema });
export type SaveLocationResponse = z.infer<typeof saveLocationResponseSchema>;

/* Attendance (issue 9): the report on screen and `POST user/export-attendance`. */

const maxRangeDays = 366;
const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const attendanceBodySchema = z
  .object({ date_from: calendarDay(), date_to: calendarDay() })
  .refine((v) => v.date_from <= v.date_to, { error: 'validation.dateRange', path: ['date_to'] })
  .refine((v) => v.date_from > v.date_to || dayCount(v.date_from, v.date_to) <= maxRangeDays, {
    error: 'validation.dateRangeTooLong',
    path: ['date_to'],
  });
export type AttendanceBody = z.infer<typeof attendanceBodySchema>;

/** One sub-user's day: first login, last logout (or idle logout), hours between them. */
export const attendanceDaySchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  day: z.string(),
  first_in: z.string(),
  last_out: z.string().nullable(),
  hours: z.string().nullable(),
});
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;

/** `POST user/attendance`: the report's rows for the screen. */
export const attendanceResponseSchema = successEnvelope({ feed: z.array(attendanceDaySchema) });
export type AttendanceResponse = z.infer<typeof attendanceResponseSchema>;

/* Profile edit (spec §3 Profile, issue 14): `POST web/profile` with fields changes them; without, reads. */

/**
 * Every field is optional (an empty body only reads); a field that is sent follows its rule. The user's
 * own name and phone are anyone's; the company's name, phones and address are the admin's.
 */
export const updateProfileBodySchema = z
  .object({
    name: requiredField(100).optional(),
    phone: optionalPhone().nullable(),
    client_name: requiredText3(100).optional(),
    phone1: phone().optional(),
    phone2: optionalPhone().nullable(),
    address: optionalText3(300).nullable(),
  })
  .nullish()
  .transform((v) => v ?? {});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
export type UpdateProfileForm = z.input<typeof updateProfileBodySchema>;
export const clientProfileFields = ['client_name', 'phone1', 'phone2', 'address'] as const;
