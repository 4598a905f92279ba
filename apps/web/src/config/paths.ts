import type { AccessRule, MissionList, OrderList, SubUserPermission } from '@courier/contracts';

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
  /** A print view: the print layout (nothing on paper but the document), not the side navigation. */
  print?: boolean;
  /** A sub-user sees it in the navigation only with this team permission (decision 068); the main account always. */
  permission?: SubUserPermission;
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
  settingsPlaceNames: {
    path: '/setting-place-names',
    access: 'public',
    screen: true,
    titleKey: 'placeNames',
  },

  // Spreadsheet uploads, print views, the orders report, costs and companies (order-files).
  addOrderWithExcel: {
    path: '/AddOrderWithExcel',
    access: 'public',
    screen: true,
    titleKey: 'addOrderWithExcel',
  },
  addOrdersSmartly: {
    path: '/AddMultipleOrdersSmartly',
    access: 'public',
    screen: true,
    titleKey: 'addOrdersSmartly',
  },
  printOrder: { path: '/printOrder', access: 'public', screen: true, titleKey: 'printOrder', print: true },
  printSticker: {
    path: '/printSticker',
    access: 'public',
    screen: true,
    titleKey: 'printSticker',
    print: true,
  },
  reportsAllOrders: {
    path: '/reports/AllOrders',
    access: 'public',
    screen: true,
    titleKey: 'reportsAllOrders',
  },
  clientCosts: { path: '/ClientCosts', access: 'public', screen: true, titleKey: 'clientCosts' },
  clientOfficeCosts: {
    path: '/ClientOfficeCosts',
    access: 'public',
    screen: true,
    titleKey: 'clientOfficeCosts',
  },
  companies: { path: '/list/companies', access: 'public', screen: true, titleKey: 'companies' },

  // Orders (spec §2): the seven lists, searches, details, log, add and edit. Order URLs carry the
  // order's code (what users read on the parcel), e.g. /OrderDetails/10000008 and /Log/10000008/1.
  uncompletedOrders: {
    path: '/UncompletedOrder',
    access: 'public',
    screen: true,
    titleKey: 'uncompletedOrders',
  },
  underwayOrders: { path: '/UnderwayOrder', access: 'public', screen: true, titleKey: 'underwayOrders' },
  savedOrders: { path: '/SavedOrder', access: 'public', screen: true, titleKey: 'savedOrders' },
  sentOrders: { path: '/SentOrder', access: 'public', screen: true, titleKey: 'sentOrders' },
  delayedOrders: { path: '/DelayOrder', access: 'public', screen: true, titleKey: 'delayedOrders' },
  withCaptainOrders: { path: '/WithCaptain', access: 'public', screen: true, titleKey: 'withCaptainOrders' },
  givenOrders: { path: '/GivenOrder', access: 'public', screen: true, titleKey: 'givenOrders' },
  suppliedOrders: { path: '/SuppliedOrder', access: 'public', screen: true, titleKey: 'suppliedOrders' },
  returnedOrders: { path: '/ReturnedOrder', access: 'public', screen: true, titleKey: 'returnedOrders' },
  orderSearch: { path: '/order/search', access: 'public', screen: true, titleKey: 'orderSearch' },
  advancedSearch: { path: '/AdvancedSearch', access: 'public', screen: true, titleKey: 'advancedSearch' },
  advancedSearchResults: {
    path: '/ResultAdvancedSearch',
    access: 'public',
    screen: true,
    titleKey: 'advancedSearchResults',
  },
  orderDetails: { path: '/OrderDetails/:code', access: 'public', screen: true },
  orderLog: { path: '/Log/:code/:page', access: 'public', screen: true },
  addOrder: { path: '/addOrder', access: 'public', screen: true, titleKey: 'addOrder' },
  editOrder: { path: '/editOrder/:code', access: 'public', screen: true },

  // Missions (spec §2): the five lists, details, add, print and the report; the FAQ by category.
  missions: { path: '/Missions', access: 'public', screen: true, titleKey: 'pickupMissions' },
  suppliedMissions: { path: '/Supplied', access: 'public', screen: true, titleKey: 'supplyMissions' },
  returnWithCompany: {
    path: '/ReturnWithCompany',
    access: 'public',
    screen: true,
    titleKey: 'returnWithCompany',
  },
  returnMissions: { path: '/Return', access: 'public', screen: true, titleKey: 'returnMissions' },
  resentMissions: { path: '/Resent', access: 'public', screen: true, titleKey: 'resentMissions' },
  missionDetails: { path: '/MissionDetails/:id', access: 'public', screen: true },
  addMission: { path: '/addMission', access: 'public', screen: true, titleKey: 'addMission' },
  printMission: { path: '/printMission/:id', access: 'public', screen: true, print: true },
  reportsMissions: {
    path: '/reports/Missions',
    access: 'public',
    screen: true,
    titleKey: 'reportsMissions',
  },
  faq: { path: '/faq/:name', access: 'public', screen: true },
  notifications: { path: '/notifications', access: 'public', screen: true, titleKey: 'notifications' },

  // Supplies (issue 7 §4): the merchant's statements, linked from the dashboard's balance.
  supplies: { path: '/supplies', access: 'public', screen: true, titleKey: 'supplies' },
  supplyDetails: { path: '/supplies/:id', access: 'public', screen: true, titleKey: 'supplyDetails' },

  // Admin-only settings (spec §6), guarded before their screens exist.
  employeeAccounts: {
    path: '/setting-employee-accounts',
    access: 'admin',
    screen: true,
    titleKey: 'employeeAccounts',
  },
  linkWithPlugins: {
    path: '/link-with-plugins',
    access: 'admin',
    screen: true,
    titleKey: 'linkWithPlugins',
  },
  // The API page (decision 029): opened with a one-time code; its children document the merchant API.
  linkWithApis: { path: '/link-with-apis', access: 'admin', screen: true, titleKey: 'linkWithApis' },
  linkWithApisOrders: {
    path: '/link-with-apis/orders',
    access: 'admin',
    screen: true,
    titleKey: 'linkWithApisOrders',
  },
  linkWithApisTickets: {
    path: '/link-with-apis/tickets',
    access: 'admin',
    screen: true,
    titleKey: 'linkWithApisTickets',
  },
  // The failed-attempt centre (issue 38 §4, decision 068): the main account and sub-users granted `attempts`.
  attempts: {
    path: '/attempts',
    access: 'public',
    screen: true,
    titleKey: 'attempts',
    permission: 'attempts',
  },
  controlNotification: {
    path: '/control-notification',
    access: 'admin',
    screen: true,
    titleKey: 'controlNotification',
  },
  attendEmployee: {
    path: '/reports/attend-employee',
    access: 'admin',
    screen: true,
    titleKey: 'attendEmployee',
  },
  // Pickup locations (issue 9): the list and an edit page with a map (`new` adds one).
  locations: { path: '/locations', access: 'admin', screen: true, titleKey: 'locations' },
  locationEdit: { path: '/locations/:id', access: 'admin', screen: true },
  terms: { path: '/termsAndConditions', access: 'public', screen: true, titleKey: 'terms' },

  products: { path: '/products', access: 'public', screen: true, titleKey: 'products', requiresStock: true },
  internationalTracking: {
    path: '/international-tracking',
    access: 'public',
    screen: true,
    titleKey: 'internationalTracking',
  },
  // Support tickets (issue 8): the list, the wizard and one ticket.
  tickets: { path: '/tickets', access: 'public', screen: true, titleKey: 'tickets' },
  newTicket: { path: '/tickets/new', access: 'public', screen: true, titleKey: 'newTicket' },
  ticketDetails: { path: '/tickets/:id', access: 'public', screen: true },
  // Chat about an order or a mission (issue 8): the conversations and one chat.
  chat: { path: '/apps/chat', access: 'public', screen: true, titleKey: 'chat' },
  chatThread: { path: '/apps/chat/:id', access: 'public', screen: true, titleKey: 'chatThread' },
} as const satisfies Record<string, PathEntry>;

/**
 * `/apps/chat/{id}`: an order's chat by the order's id, a mission's by its code with `?kind=mission`
 * (decision 027). Here, not in features/chat, because the order and mission pages and the notifications
 * link to a chat too.
 */
export const chatPath = (kind: 'order' | 'mission', key: number | string): string =>
  kind === 'mission'
    ? `/apps/chat/${encodeURIComponent(String(key))}?kind=mission`
    : `/apps/chat/${encodeURIComponent(String(key))}`;

export type PathName = keyof typeof paths;
export const pathEntries: readonly PathEntry[] = Object.values(paths);

/**
 * Is the screen a text points at built? Content (FAQ answers, videos) names the screen it sends the
 * reader to by its name here (`tickets`, `notifications`…): until an entry of that name has
 * `screen: true`, the link is hidden, and it appears by itself once the screen lands. No screen: shown.
 */
export function isScreenBuilt(name: string | null | undefined): boolean {
  if (!name) return true;
  return builtScreen(name) !== undefined;
}

/** The entry of a built screen named by content (a FAQ answer links to it), else undefined. */
export function builtScreen(name: string): PathEntry | undefined {
  const entry = Object.hasOwn(paths, name) ? (paths as Record<string, PathEntry>)[name] : undefined;
  return entry?.screen ? entry : undefined;
}

/** A list screen: it always has a title. */
type ListEntry = PathEntry & { titleKey: string };

/** The screen of each order list (spec §2); one page shows them all, titled by `titleKey`. */
export const orderListPaths: Record<OrderList, ListEntry> = {
  UncompletedOrder: paths.uncompletedOrders,
  UnderwayOrder: paths.underwayOrders,
  SavedOrder: paths.savedOrders,
  SentOrder: paths.sentOrders,
  DelayOrder: paths.delayedOrders,
  WithCaptain: paths.withCaptainOrders,
  GivenOrder: paths.givenOrders,
  SuppliedOrder: paths.suppliedOrders,
  ReturnedOrder: paths.returnedOrders,
};

/** The screen of each mission list (spec §2); one page shows them all, titled by `titleKey`. */
export const missionListPaths: Record<MissionList, ListEntry> = {
  Missions: paths.missions,
  Supplied: paths.suppliedMissions,
  ReturnWithCompany: paths.returnWithCompany,
  Return: paths.returnMissions,
  Resent: paths.resentMissions,
};

/** The list whose screen `pathname` shows (paths match case-insensitively, a trailing slash too). */
export function listAt<L extends string>(listPaths: Record<L, PathEntry>, pathname: string): L | undefined {
  const path = pathname.replace(/(.)\/$/, '$1').toLowerCase();
  return (Object.keys(listPaths) as L[]).find((list) => listPaths[list].path.toLowerCase() === path);
}
