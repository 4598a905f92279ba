import type { FirstPaintTexts } from '../resources';
import auth from './auth.json';
import common from './common.json';
import dashboard from './dashboard.json';
import errors from './errors.json';
import home from './home.json';
import shell from './shell.json';

/** What /login and /Home show in their first paint (resources.ts `firstPaintNamespaces`). */
export const en: FirstPaintTexts = {
  common,
  shell,
  auth,
  errors,
  home,
  dashboard,
};
