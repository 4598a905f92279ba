import { attemptsMessages } from './messages-attempts';
import { captainsMessages } from './messages-captains';
import { captainAppMessages } from './messages-captain_app';
import { captainFieldMessages } from './messages-captain_field';
import { merchantApiMessages } from './messages-merchant_api';
import { notifyMessages } from './messages-notify';
import { opsMissionsMessages } from './messages-ops_missions';
import { opsMoneyMessages } from './messages-ops_money';
import { opsOrdersMessages } from './messages-ops_orders';
import { opsScanMessages } from './messages-ops_scan';
import { opsStaffMessages } from './messages-ops_staff';
import { polishMessages } from './messages-polish';
import { receiverMessages } from './messages-receiver';
import { receiverConfirmMessages } from './messages-receiver_confirm';
import { stockMessages } from './messages-stock';
import { storePluginsMessages } from './messages-store_plugins';
import { supportMessages } from './messages-support';
import { teamMessages } from './messages-team';
import { testModeMessages } from './messages-test_mode';
import { webhooksMessages } from './messages-webhooks';

export { messagePart } from './message-part';

/**
 * Feature message parts: each feature keeps its server texts in its own `messages-<feature>.ts` (made
 * with `messagePart` from message-part.ts) and is listed here once.
 */
const parts = [
  attemptsMessages,
  captainsMessages,
  captainAppMessages,
  captainFieldMessages,
  merchantApiMessages,
  notifyMessages,
  opsMissionsMessages,
  opsMoneyMessages,
  opsOrdersMessages,
  opsScanMessages,
  opsStaffMessages,
  polishMessages,
  receiverMessages,
  receiverConfirmMessages,
  stockMessages,
  storePluginsMessages,
  supportMessages,
  teamMessages,
  testModeMessages,
  webhooksMessages,
] as const;

/** Every key of every part (distributes over the union of the parts). */
type KeysOf<T> = T extends unknown ? keyof T : never;
type FeatureKey = KeysOf<(typeof parts)[number]['en']> & string;

export const featureMessages = {
  en: Object.assign({}, ...parts.map((p) => p.en)) as Record<FeatureKey, string>,
  ar: Object.assign({}, ...parts.map((p) => p.ar)) as Record<FeatureKey, string>,
};
