import { z } from 'zod';
import { successEnvelope } from './envelope';

const flag = z.union([z.literal(0), z.literal(1)]);
const named = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** `POST web/profile` (spec §3 Profile). */
export const profileSchema = z.object({
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  user_client: z.object({
    client: z.object({
      id: z.number().int(),
      name: z.string(),
      phone1: z.string().nullable(),
      phone2: z.string().nullable(),
      address: z.string().nullable(),
      is_freezed: flag,
      has_company: flag,
    }),
  }),
  master: flag,
  sub_client: flag,
  sub_user: flag,
  responsibleBranch: named,
  government: named,
  have_stock: flag,
  new_support_system_user: flag,
  support_system_user_id: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = successEnvelope({ feed: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** `GET pages/{id}`: the page id in the path. */
export const staticPageParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(2_147_483_647, { error: 'validation.invalid' }),
});
export type StaticPageParams = z.infer<typeof staticPageParamsSchema>;

/** `GET pages/{id}`: a static page (1 is the terms and conditions) in both languages. */
export const staticPageSchema = z.object({
  id: z.number().int(),
  title_ar: z.string(),
  title_en: z.string(),
  content_ar: z.string(),
  content_en: z.string(),
  updated_at: z.string(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;
export const staticPageResponseSchema = successEnvelope({ feed: staticPageSchema });
export type StaticPageResponse = z.infer<typeof staticPageResponseSchema>;

/** One message the default provider kept (`GET /api/dev/outbox`, outside production). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email', 'whatsapp']),
  recipient: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = successEnvelope({ feed: z.array(outboxMessageSchema) });
