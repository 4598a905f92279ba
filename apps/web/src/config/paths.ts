import type { AccessRule } from '@courier/contracts';

/**
 * Who may open a path: `open` needs no login (spec §2 public screens); `public` and `admin` are the
 * contracts' access rules for logged-in users (`public` admits all four roles).
 */
export type Access = 'open' | AccessRule;

export interface PathEntry {
  /** A React Router pattern; matched case-insensitively, like the original portal. */
  path: string;
  access: Access;
  /** false while the screen is not built: the guard then answers 404 to users who may open it. */
  screen: boolean;
  /** Key in the `shell` namespace under `pages.` for the page's name (starred pages, document title). */
  titleKey?: string;
  /** spec §2: /products only when the stored haveStock flag equals 1. */
  requiresStock?: boolean;
}

/** Every URL of the app, once, with its access rule. */
export const paths = {
  root: { path: '/', access: 'public', screen: false },

  login: { path: '/login', access: 'open', screen: true, titleKey: 'login' },
  confirmMobile: { path: '/confirm-mobile', access: 'open', screen: true, titleKey: 'forgotPassword' },
  otp: { path: '/otp', access: 'open', screen: true, titleKey: 'otp' },
  resetPassword: { path: '/change-password', access: 'open', screen: true, titleKey: 'resetPassword' },
  passwordChanged: { path: '/changed-password', access: 'open', screen: true, titleKey: 'passwordChanged' },
  setPassword: { path: '/set_password', access: 'open', screen: true, titleKey: 'setPassword' },
  publicTerms: { path: '/publictermsandconditions', access: 'open', screen: true, titleKey: 'terms' },
  notFound: { path: '/pages/error-404', access: 'open', screen: true, titleKey: 'notFound' },
  serverError: { path: '/pages/error-500', access: 'open', screen: true, titleKey: 'serverError' },
  notAuthorized: { path: '/pages/not-authorized', access: 'open', screen: true, titleKey: 'notAuthorized' },

  home: { path: '/Home', access: 'public', screen: true, titleKey: 'home' },
  settings: { path: '/setting', access: 'public', screen: true, titleKey: 'settings' },
  settingsMainInfo: { path: '/setting-main-info', access: 'public', screen: true, titleKey: 'mainInfo' },
  settingsChangePassword: {
    path: '/setting-change-password',
    access: 'public',
    screen: true,
    titleKey: 'changePassword',
  },

  // Admin-only settings (spec §6), guarded before their screens exist.
  employeeAccounts: { path: '/setting-employee-accounts', access: 'admin', screen: false },
  linkWithPlugins: { path: '/link-with-plugins', access: 'admin', screen: false },
  linkWithApis: { path: '/link-with-apis/*', access: 'admin', screen: false },
  controlNotification: { path: '/control-notification', access: 'admin', screen: false },
  attendEmployee: { path: '/reports/attend-employee', access: 'admin', screen: false },

  products: { path: '/products', access: 'public', screen: false, requiresStock: true },
} as const satisfies Record<string, PathEntry>;

export type PathName = keyof typeof paths;
export const pathEntries: readonly PathEntry[] = Object.values(paths);
