/**
 * The socket's event names, without zod: the web app's shell listens to them at start, and a constant in
 * a module that builds schemas would load zod and every schema with it (decision 006, sixth pass).
 */

/** A new message, to the client's room and the desk's `staff` room. */
export const chatMessageEvent = 'chat:message';
/** A side read a conversation (its unread count fell). */
export const chatReadEvent = 'chat:read';
/** The desk gave a chat to an agent (to the `staff` room only; payload `{conversation}`). */
export const chatAssignedEvent = 'chat:assigned';
/** The web app tells its socket which chat is on screen (`chat:open` id / `chat:close`). */
export const chatOpenEvent = 'chat:open';
export const chatCloseEvent = 'chat:close';

/** A new notification, sent to the users who may see it once its event committed. */
export const notificationPushEvent = 'notification:new';

/**
 * To the client's room when staff suspend or unsuspend it (payload `accountFreezedPayloadSchema`,
 * ops-clients.ts): the web app updates its stored `isFreezed` at once (the API already reads is_freezed
 * live on every request).
 */
export const accountFreezedEvent = 'account:freezed';

/** The captain app (decision 061): an order joined or left this captain's run, to his room `captain:<id>`. */
export const captainRunChangedEvent = 'captain:run';
/**
 * To a staff desk's room (`staff:desk:<desk>`) when something of that desk changed (an order, mission
 * or supply notification was pushed): the console's dashboard and desks refetch. Payload `{desk}`.
 */
export const opsDeskChangedEvent = 'ops:changed';

/**
 * A captain's new position (decision 066), to the `captains` desk's room: `{captain_id, name, lat, lng,
 * accuracy, at}`; the console's map moves his pin.
 */
export const captainPositionEvent = 'captain:position';
/**
 * A captain's cash changed (he declared a hand-in, the office confirmed it): to his room and to the
 * `captains` desk's room, payload `{captain_id}`; both sides read it again.
 */
export const captainCashEvent = 'captain:cash';
