import { z } from 'zod';
import { successEnvelope } from './envelope';
import { email, flag01, otpCode, password } from './rules';

/* Requests (spec §7 "Authentication and session"; field names exactly as the spec names them). */

/** An optional coordinate: a sub-user bound to a pickup location sends its position (issue 9). */
const coordinate = (limit: number) =>
  z
    .number({ error: 'validation.numeric' })
    .min(-limit, { error: 'validation.invalid' })
    .max(limit, { error: 'validation.invalid' })
    .nullish()
    .transform((v) => v ?? undefined);

export const loginBodySchema = z.object({
  email: email(),
  password: password(),
  latitude: coordinate(90),
  longitude: coordinate(180),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
/** What a caller sends (the coordinates optional). */
export type LoginRequest = z.input<typeof loginBodySchema>;

/** `POST logout`: idle = 1 when the idle timer ended the session (recorded as an idle logout). */
export const logoutBodySchema = z
  .object({ idle: flag01().optional() })
  .nullish()
  .transform((v) => ({ idle: v?.idle ?? 0 }));
export type LogoutBody = z.infer<typeof logoutBodySchema>;

/** The login form also requires agreeing to the terms (spec §5); the server never sees the checkbox. */
export const loginFormSchema = loginBodySchema.extend({
  terms: z.literal(true, { error: 'validation.termsRequired' }),
});
export type LoginForm = z.input<typeof loginFormSchema>;

export const sendOtpBodySchema = z.object({ email: email() });
export type SendOtpBody = z.infer<typeof sendOtpBodySchema>;

export const checkOtpBodySchema = z.object({ email: email(), code: otpCode() });
export type CheckOtpBody = z.infer<typeof checkOtpBodySchema>;

const confirmMatches = <T extends { password: string; password_confirmation: string }>(v: T) =>
  v.password === v.password_confirmation;
const mismatch = { error: 'validation.passwordMismatch', path: ['password_confirmation'] };

/**
 * A form's "passwords must match", shown with every other field's error at once (issue 41.1). A refine on
 * the form's object runs only once its fields are valid (they abort on their first error), so the check
 * is a second schema beside it; it judges only two non-empty strings ("required" is the field's own).
 */
const confirmationCheck = z
  .object({ password: z.unknown(), password_confirmation: z.unknown() })
  .refine(
    (v) =>
      typeof v.password !== 'string' ||
      typeof v.password_confirmation !== 'string' ||
      v.password_confirmation === '' ||
      v.password === v.password_confirmation,
    mismatch,
  );
const withConfirmationCheck = <T extends z.ZodType<{ password: string; password_confirmation: string }>>(
  form: T,
) => z.intersection(form, confirmationCheck);

/**
 * `POST reset {code, password, password_confirmation}` (spec §7): the code identifies the request (a
 * code already checked with its email). The web app sends the email too, which binds the code to it.
 */
export const resetBodySchema = z
  .object({
    email: email().optional(),
    code: otpCode(),
    password: password(),
    password_confirmation: z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required' }),
  })
  .refine(confirmMatches, mismatch);
export type ResetBody = z.infer<typeof resetBodySchema>;

/** The `/change-password` screen of the forgot-password flow (email and code come from the earlier steps). */
export const resetFormSchema = withConfirmationCheck(
  z.object({
    password: password(),
    password_confirmation: z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required' }),
  }),
);
export type ResetForm = z.input<typeof resetFormSchema>;

export const changePasswordBodySchema = z.object({
  old_password: password(),
  password: password(),
  logout_devices: flag01()
    .optional()
    .transform((v) => v ?? 0),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** `/setting-change-password` and `/set_password`: the body plus a confirmation that must match. */
export const changePasswordFormSchema = withConfirmationCheck(
  z.object({
    old_password: password(),
    password: password(),
    password_confirmation: z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required' }),
    logout_devices: z.boolean().optional(),
  }),
);
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/* Responses. */

const flag = z.union([z.literal(0), z.literal(1)]);

/**
 * The session fields that login and change-password return (spec §3 "Stored session").
 * is_first_login is 0 until the user has set their own password (spec §2: firstLogin ≤ 0 → /set_password).
 * walkthrough is 1 once the walkthrough was posted. api_token is given to main accounts only.
 */
export const sessionFieldsSchema = z.object({
  access_token: z.string(),
  is_first_login: flag,
  is_main_client: flag,
  api_token: z.string().nullable(),
  user_id: z.number().int(),
  client_id: z.number().int(),
  client_name: z.string(),
  user_name: z.string(),
  email: z.string(),
  has_company: flag,
  company: z.object({ settings: z.record(z.string(), z.unknown()) }),
  restored: flag,
  available_surveys: flag,
  id_token: z.string(),
  is_freezed: flag,
  walkthrough: flag,
  have_stock: flag,
  status: z.literal(1),
  expires_at: z.string(),
});
export type SessionFields = z.infer<typeof sessionFieldsSchema>;

export const loginResponseSchema = successEnvelope(sessionFieldsSchema.shape);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const sendOtpResponseSchema = successEnvelope({ phone: z.string() });
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

/** The web's runtime settings: served by the API so one setting drives both the server and the SPA. */
export const appConfigSchema = successEnvelope({
  idle_timeout_ms: z.number().int(),
  idle_warning_ms: z.number().int(),
  connectivity_interval_ms: z.number().int(),
  starred_pages_limit: z.number().int(),
  branches_count: z.number().int(),
  /** The business ceiling of an order's amount to collect, in EGP (setting ORDER_AMOUNT_CEILING). */
  amount_ceiling: z.number().int().positive(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
