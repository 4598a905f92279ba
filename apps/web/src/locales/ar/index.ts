import type { LanguageResources } from '../resources';
import auth from './auth.json';
import common from './common.json';
import errors from './errors.json';
import home from './home.json';
import settings from './settings.json';
import shell from './shell.json';
import costs from './costs.json';
import orderFiles from './order-files.json';
import orders from './orders.json';
import missions from './missions.json';
import dashboard from './dashboard.json';
import walkthrough from './walkthrough.json';
import notifications from './notifications.json';
import products from './products.json';
import survey from './survey.json';
import tracking from './tracking.json';
import team from './team.json';
import supplies from './supplies.json';
import tickets from './tickets.json';
import chat from './chat.json';

export const ar: LanguageResources = {
  common,
  shell,
  auth,
  errors,
  home,
  settings,
  walkthrough,
  'order-files': orderFiles,
  costs,
  orders,
  missions,
  dashboard,
  notifications,
  products,
  survey,
  tracking,
  team,
  supplies,
  tickets,
  chat,
};
