import { orderStatuses, type OrderStatus } from './enums';
import type { MessageKey } from './messages';

/**
 * The order state machine (spec §4, docs/architecture.md): which actor may take which action in which status, and
 * where the order goes. The API checks every action here and writes the order log in the same
 * transaction; the web app asks the same table which buttons to show. Orders never move on their own:
 * statuses beyond `sent` are set by the courier's operations (`opsMoves`).
 */

/** Who acts: the client's main account, one of its sub-users, or the courier's staff. */
export type OrderActor = 'client_admin' | 'client_user' | 'ops';
const anyClient: readonly OrderActor[] = ['client_admin', 'client_user'];
const adminOnly: readonly OrderActor[] = ['client_admin'];

export const orderActions = [
  'send',
  'unsend',
  'archive',
  'urgent',
  'delay',
  'resend',
  'return_on_sender',
  'cancel',
  'rate',
  'edit',
  'edit_amount',
] as const;
export type OrderAction = (typeof orderActions)[number];

interface ActionRule {
  actors: readonly OrderActor[];
  from: readonly OrderStatus[];
  /** The status after the action; undefined keeps the status (the action sets a flag or a request). */
  to?: OrderStatus;
}

/** On the way to the receiver; a resent order is on its way again (issue 14: it had no actions left). */
const inTransit: readonly OrderStatus[] = ['sent', 'underway', 'with_captain', 'delayed', 'resent'];

/**
 * Destructive actions (archive, cancel) are the main account's: a sub-user prepares and follows orders
 * but cannot throw one away (docs/decisions/007-order-state-machine.md).
 */
export const orderActionRules: Record<OrderAction, ActionRule> = {
  send: { actors: anyClient, from: ['saved'], to: 'sent' },
  unsend: { actors: anyClient, from: ['sent'], to: 'saved' },
  archive: { actors: adminOnly, from: ['saved', 'sent', 'uncompleted'], to: 'deleted' },
  urgent: { actors: anyClient, from: ['saved', ...inTransit, 'uncompleted'] },
  delay: { actors: anyClient, from: inTransit, to: 'delayed' },
  resend: {
    actors: anyClient,
    from: ['returned', 'with_company', 'uncompleted', 'expired_return'],
    to: 'resent',
  },
  return_on_sender: { actors: anyClient, from: [...inTransit, 'uncompleted'] },
  cancel: { actors: adminOnly, from: inTransit, to: 'uncompleted' },
  rate: { actors: anyClient, from: ['given', 'wallet'] },
  edit: { actors: anyClient, from: ['saved', ...inTransit, 'uncompleted'] },
  /** The amount to collect is settled once a captain carries the parcel ('cannot edit amount in this status'). */
  edit_amount: { actors: anyClient, from: ['saved', 'sent', 'uncompleted'] },
};

/** The courier's operations move an order along its delivery; the demo data and the ops API use this. */
export const opsMoves: Record<OrderStatus, readonly OrderStatus[]> = {
  saved: ['sent'],
  sent: ['underway', 'uncompleted'],
  underway: ['with_captain', 'delayed', 'uncompleted'],
  with_captain: ['given', 'delayed', 'uncompleted', 'with_company'],
  delayed: ['underway', 'with_captain', 'uncompleted'],
  uncompleted: ['with_company', 'underway'],
  with_company: ['returned', 'missing_return'],
  returned: ['expired_return'],
  given: ['wallet'],
  wallet: [],
  deleted: [],
  resent: ['underway', 'with_captain'],
  missing_return: ['returned'],
  expired_return: [],
};

export type ActionCheck =
  { ok: true; to: OrderStatus | undefined } | { ok: false; reason: 'role' | 'status' };

/** May this actor take this action on an order in this status? The one check the API and the UI share. */
export function checkOrderAction(actor: OrderActor, action: OrderAction, status: OrderStatus): ActionCheck {
  const rule = orderActionRules[action];
  if (actor !== 'ops' && !rule.actors.includes(actor)) return { ok: false, reason: 'role' };
  if (!rule.from.includes(status)) return { ok: false, reason: 'status' };
  return { ok: true, to: rule.to };
}

/** The actions a client actor can take on an order in this status (for buttons and menus). */
export function availableOrderActions(actor: OrderActor, status: OrderStatus): OrderAction[] {
  return orderActions.filter((action) => checkOrderAction(actor, action, status).ok);
}

export function canOpsMove(from: OrderStatus, to: OrderStatus): boolean {
  return opsMoves[from].includes(to);
}

export const orderActionLabelKey = (a: OrderAction): MessageKey => `orderAction.${a}`;

/**
 * The seven list screens (spec §2) and the status each shows, then two of our own (issues 41.13, 35):
 * supplied orders (their cash paid) and returned ones, which otherwise only search and the statement show.
 */
export const orderLists = {
  UncompletedOrder: 'uncompleted',
  UnderwayOrder: 'underway',
  SavedOrder: 'saved',
  SentOrder: 'sent',
  DelayOrder: 'delayed',
  WithCaptain: 'with_captain',
  GivenOrder: 'given',
  SuppliedOrder: 'wallet',
  ReturnedOrder: 'returned',
} as const satisfies Record<string, OrderStatus>;
export type OrderList = keyof typeof orderLists;
export const orderListNames = Object.keys(orderLists) as OrderList[];

export function isOrderList(value: string): value is OrderList {
  return Object.hasOwn(orderLists, value);
}

export const orderListStatusCode = (list: OrderList) => orderStatuses[orderLists[list]];

/**
 * Statuses a list shows beside its own: a resent order (a resend request, to the receiver again or to a
 * new address) is back on its way to delivery, so the merchant follows it under "underway"
 * (docs/decisions/018-polish-choices.md).
 */
export const orderListAlsoShows: Partial<Record<OrderList, readonly OrderStatus[]>> = {
  UnderwayOrder: ['resent'],
};

/** Every status code a list shows: its own, then the ones it also shows. */
export const orderListStatusCodes = (list: OrderList): number[] => [
  orderListStatusCode(list),
  ...(orderListAlsoShows[list] ?? []).map((s) => orderStatuses[s]),
];
