import { z } from 'zod';
import { successEnvelope } from './envelope';
import { orderStatusByCode, orderStatuses, orderStatusLabelKey, type OrderStatus } from './enums';
import type { Language } from './i18n';
import { translate } from './messages';
import { orderActionRules, opsMoves, type OrderAction } from './order-state';
import { orderSchema } from './orders';

const statusNames = Object.keys(orderStatuses) as [OrderStatus, ...OrderStatus[]];

/**
 * An order as /api/v1 answers it (decision 055): the status number of the portal's spec with its name
 * (the one filters and webhook events use) and its label in the caller's language beside it.
 */
export const apiOrderSchema = orderSchema.extend({
  status_key: z.enum(statusNames).describe('The status’s name; GET /order-states lists them and their moves'),
  status_label: z.string().describe('The status in the caller’s language (Accept-Language: ar or en)'),
});
export type ApiOrder = z.infer<typeof apiOrderSchema>;

export function withStatusName<T extends { status: number }>(order: T, lang: Language) {
  const key = orderStatusByCode(order.status) ?? 'saved';
  return { ...order, status_key: key, status_label: translate(orderStatusLabelKey(key), lang) };
}

/** GET /api/v1/order-states: the state machine, published from the same data the server runs. */
export function orderStateMachine(lang: Language) {
  return {
    states: statusNames.map((key) => ({
      status: orderStatuses[key],
      key,
      label: translate(orderStatusLabelKey(key), lang),
      moves_to: [...opsMoves[key]],
    })),
    actions: (
      Object.entries(orderActionRules) as Array<[OrderAction, (typeof orderActionRules)[OrderAction]]>
    ).map(([action, rule]) => ({ action, from: [...rule.from], to: rule.to ?? null })),
  };
}

export const apiOrderStatesResponseSchema = successEnvelope({
  feed: z.object({
    states: z.array(
      z.object({
        status: z.number().int(),
        key: z.enum(statusNames),
        label: z.string(),
        moves_to: z.array(z.enum(statusNames)).describe('The courier’s moves from this status'),
      }),
    ),
    actions: z
      .array(
        z.object({
          action: z.string(),
          from: z.array(z.enum(statusNames)),
          to: z.enum(statusNames).nullable().describe('null: the action keeps the status'),
        }),
      )
      .describe('What a client may do in which statuses; cancel moves an order to uncompleted (14)'),
  }),
});

/** The states for the document's description: `1 saved, 2 sent, …`. */
export const orderStatesLegend = statusNames.map((key) => `${orderStatuses[key]} ${key}`).join(', ');
