import type { OtherTexts } from '../resources';
import settings from './settings.json';
import costs from './costs.json';
import orderFiles from './order-files.json';
import orders from './orders.json';
import missions from './missions.json';
import walkthrough from './walkthrough.json';
import notifications from './notifications.json';
import products from './products.json';
import survey from './survey.json';
import tracking from './tracking.json';
import team from './team.json';
import supplies from './supplies.json';
import tickets from './tickets.json';
import chat from './chat.json';
import attempts from './attempts.json';

/** The namespaces not in first-paint.ts: they load right after the first paint. */
export const en: OtherTexts = {
  settings,
  walkthrough,
  'order-files': orderFiles,
  costs,
  orders,
  missions,
  notifications,
  products,
  survey,
  tracking,
  team,
  supplies,
  tickets,
  chat,
  attempts,
};
