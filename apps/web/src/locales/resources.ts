import type { Language } from '@courier/contracts';
import type arAuth from './ar/auth.json';
import type arCommon from './ar/common.json';
import type arErrors from './ar/errors.json';
import type arHome from './ar/home.json';
import type arSettings from './ar/settings.json';
import type arShell from './ar/shell.json';
import type arCosts from './ar/costs.json';
import type arOrderFiles from './ar/order-files.json';
import type arOrders from './ar/orders.json';
import type arMissions from './ar/missions.json';
import type arDashboard from './ar/dashboard.json';
import type arWalkthrough from './ar/walkthrough.json';
import type arNotifications from './ar/notifications.json';
import type arProducts from './ar/products.json';
import type arSurvey from './ar/survey.json';
import type arTracking from './ar/tracking.json';
import type arTeam from './ar/team.json';
import type arSupplies from './ar/supplies.json';
import type arTickets from './ar/tickets.json';
import type arChat from './ar/chat.json';
import type arAttempts from './ar/attempts.json';

/**
 * UI texts per namespace (one per feature or shell area). Validation and error messages are not here:
 * they come from the contracts catalog, shared with the server.
 */
export interface LanguageResources {
  common: typeof arCommon;
  shell: typeof arShell;
  auth: typeof arAuth;
  errors: typeof arErrors;
  home: typeof arHome;
  settings: typeof arSettings;
  walkthrough: typeof arWalkthrough;
  'order-files': typeof arOrderFiles;
  costs: typeof arCosts;
  orders: typeof arOrders;
  missions: typeof arMissions;
  dashboard: typeof arDashboard;
  notifications: typeof arNotifications;
  products: typeof arProducts;
  survey: typeof arSurvey;
  tracking: typeof arTracking;
  team: typeof arTeam;
  supplies: typeof arSupplies;
  tickets: typeof arTickets;
  chat: typeof arChat;
  attempts: typeof arAttempts;
}

export type Namespace = keyof LanguageResources;

export const namespaces: readonly Namespace[] = [
  'common',
  'shell',
  'auth',
  'errors',
  'home',
  'settings',
  'walkthrough',
  'order-files',
  'costs',
  'orders',
  'missions',
  'dashboard',
  'notifications',
  'products',
  'survey',
  'tracking',
  'team',
  'supplies',
  'tickets',
  'chat',
  'attempts',
];

/**
 * The namespaces /login and /Home read in their first paint: main.tsx waits for these only; the others
 * arrive right after (lib/i18n.ts `textsReady`), before any other screen renders (app/router.tsx).
 */
export const firstPaintNamespaces = ['common', 'shell', 'auth', 'errors', 'home', 'dashboard'] as const;
export type FirstPaintNamespace = (typeof firstPaintNamespaces)[number];
export type FirstPaintTexts = Pick<LanguageResources, FirstPaintNamespace>;
export type OtherTexts = Omit<LanguageResources, FirstPaintNamespace>;

type Loader = () => Promise<Partial<LanguageResources>>;

/** Each language in two chunks: a visitor downloads only the language they read, the first paint's part first. */
const loaders: Record<Language, { firstPaint: Loader; others: Loader }> = {
  ar: {
    firstPaint: () => import('./ar/first-paint').then((m) => m.ar),
    others: () => import('./ar/index').then((m) => m.ar),
  },
  en: {
    firstPaint: () => import('./en/first-paint').then((m) => m.en),
    others: () => import('./en/index').then((m) => m.en),
  },
};

export function loadLanguageResources(
  lang: Language,
  part: 'firstPaint' | 'others',
): Promise<Partial<LanguageResources>> {
  return loaders[lang][part]();
}
