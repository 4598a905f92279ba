import type { LanguageResources } from '../resources';
import auth from './auth.json';
import common from './common.json';
import errors from './errors.json';
import home from './home.json';
import settings from './settings.json';
import shell from './shell.json';
import walkthrough from './walkthrough.json';

export const ar: LanguageResources = { common, shell, auth, errors, home, settings, walkthrough };
