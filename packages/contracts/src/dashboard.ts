import { z } from 'zod';
import { successEnvelope } from './envelope';
import type { MessageKey } from './messages';

/**
 * The home dashboard's calls (spec §7 `GET /balance`, `GET chart`, `POST popular_videos`) and the FAQ
 * (`POST faq`, the `/faq/{name}` screen).
 */
const m = (key: MessageKey) => ({ error: key, abort: true });

/** A money figure: a decimal string computed in SQL (numeric), never a floating-point number. */
const money = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * `GET balance` (spec §3 Balance): `total_balance` is what the courier holds for the client now (the
 * collected amounts of delivered orders minus their shipping costs, minus what was supplied);
 * `total_supplied_balance` everything supplied so far; `next_supply` the day of the next supply
 * (YYYY-MM-DD, Cairo): the open supply mission's, else the next of the client's supply days, else null.
 */
export const balanceResponseSchema = successEnvelope({
  next_supply: z.string().nullable(),
  /** The day `total_balance` arrives (decision 052): the next supply while anything is owed, else null. */
  payout_date: z.string().nullable(),
  total_supplied_balance: money,
  total_balance: money,
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

/**
 * `GET chart`: delivered orders per day over the caller's window (`chartDaysByLanguage`) (Cairo days, oldest first, days without
 * deliveries as 0) and the client's orders per status (every status, 0 included).
 */
export const chartResponseSchema = successEnvelope({
  feed: z.object({
    delivered_per_day: z.array(z.object({ day: z.string(), count: z.number().int() })),
    orders_per_status: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
  }),
});
export type ChartResponse = z.infer<typeof chartResponseSchema>;

/** `POST faq {name}`: the FAQ category of `/faq/{name}` (orders, missions, balance, account, support); empty = all. */
export const faqBodySchema = z
  .object({
    name: z
      .string(m('validation.invalid'))
      .trim()
      .max(40, m('validation.tooLong'))
      .regex(/^[a-z0-9_-]*$/i, m('validation.invalid'))
      .optional()
      .nullable()
      .transform((v) => (v ? v.toLowerCase() : undefined)),
  })
  .partial();
export type FaqBody = z.infer<typeof faqBodySchema>;

export const faqSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
  /** The portal screen the answer points at (a web path name); the web hides the row until it is built. */
  screen: z.string().nullable(),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqResponseSchema = successEnvelope({ feed: z.array(faqSchema) });

/** `screen`: the portal screen the video shows; the web hides it until that screen is built. */
export const videoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  screen: z.string().nullable(),
});
export type Video = z.infer<typeof videoSchema>;
export const videosResponseSchema = successEnvelope({ feed: z.array(videoSchema) });
