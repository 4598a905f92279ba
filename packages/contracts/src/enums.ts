import type { MessageKey } from './messages';

/** The 14 order statuses of spec §3, with the numeric codes the API stores and answers with. */
export const orderStatuses = {
  saved: 1,
  sent: 2,
  underway: 3,
  with_captain: 4,
  with_company: 5,
  returned: 6,
  given: 7,
  wallet: 8,
  deleted: 9,
  resent: 10,
  missing_return: 11,
  expired_return: 12,
  delayed: 13,
  uncompleted: 14,
} as const;
export type OrderStatus = keyof typeof orderStatuses;
export type OrderStatusCode = (typeof orderStatuses)[OrderStatus];

/** The 7 mission statuses of spec §3. */
export const missionStatuses = {
  new: 1,
  for_captain: 2,
  given_for_captain: 3,
  exhausted: 4,
  canceled: 5,
  executed_with_captain: 6,
  canceled_with_captain: 7,
} as const;
export type MissionStatus = keyof typeof missionStatuses;
export type MissionStatusCode = (typeof missionStatuses)[MissionStatus];

/** Mission types with the codes the API uses for `type`. */
export const missionTypes = {
  receiving: 1,
  supply: 2,
  return: 3,
  receiving_and_returns: 4,
  resend: 5,
} as const;
export type MissionType = keyof typeof missionTypes;
export type MissionTypeCode = (typeof missionTypes)[MissionType];

/** The types a suspended client may still follow and add (spec §1). */
export const missionTypesAllowedWhenSuspended: readonly MissionType[] = [
  'receiving',
  'receiving_and_returns',
];

export const roles = ['public', 'admin', 'publicCompany', 'adminCompany'] as const;
export type Role = (typeof roles)[number];

/** Notification types; each can be switched on or off per user (spec §3 Notification). */
export const notificationTypes = {
  order_status: 1,
  mission_status: 2,
  ticket_reply: 3,
  chat_message: 4,
  balance_supplied: 5,
  general: 6,
} as const;
export type NotificationType = keyof typeof notificationTypes;

function byCode<T extends Record<string, number>>(table: T) {
  const reverse = new Map<number, keyof T>();
  for (const [name, code] of Object.entries(table)) reverse.set(code, name as keyof T);
  return (code: number): keyof T | undefined => reverse.get(code);
}

export const orderStatusByCode = byCode(orderStatuses);
export const missionStatusByCode = byCode(missionStatuses);
export const missionTypeByCode = byCode(missionTypes);
export const notificationTypeByCode = byCode(notificationTypes);

export const orderStatusLabelKey = (s: OrderStatus): MessageKey => `orderStatus.${s}`;
export const missionStatusLabelKey = (s: MissionStatus): MessageKey => `missionStatus.${s}`;
export const missionTypeLabelKey = (t: MissionType): MessageKey => `missionType.${t}`;
export const roleLabelKey = (r: Role): MessageKey => `role.${r}`;
export const notificationTypeLabelKey = (t: NotificationType): MessageKey => `notificationType.${t}`;
