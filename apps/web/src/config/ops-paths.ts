import type { StaffRole } from '@courier/contracts';

export interface OpsPathEntry {
  /** Under /ops; a React Router pattern. */
  path: string;
  /** Staff roles that may open it (admin always may); absent on the login page. */
  roles?: readonly StaffRole[];
  /** Key in the `ops` namespace under `pages.` (document title, navigation). */
  titleKey: string;
}

/**
 * Every URL of the staff console (/ops), once, with who may open it. The console is one lazy chunk
 * (app/ops): client pages never download it. A desk adds its entry here, its page in app/ops/ops-screens.ts
 * and, if it belongs in the menu, a line in app/ops/ops-nav.ts.
 */
export const opsPaths = {
  login: { path: '/ops/login', titleKey: 'login' },
  home: { path: '/ops', roles: ['ops', 'support'], titleKey: 'home' },
  orders: { path: '/ops/orders', roles: ['ops'], titleKey: 'orders' },
  requests: { path: '/ops/requests', roles: ['ops'], titleKey: 'requests' },
  runSheets: { path: '/ops/run-sheets', roles: ['ops'], titleKey: 'runSheets' },
  supplies: { path: '/ops/supplies', roles: ['ops'], titleKey: 'supplies' },
  missions: { path: '/ops/missions', roles: ['ops'], titleKey: 'missions' },
  clients: { path: '/ops/clients', roles: ['ops'], titleKey: 'clients' },
  client: { path: '/ops/clients/:id', roles: ['ops'], titleKey: 'client' },
  tickets: { path: '/ops/tickets', roles: ['support'], titleKey: 'tickets' },
  ticket: { path: '/ops/tickets/:id', roles: ['support'], titleKey: 'ticket' },
  chat: { path: '/ops/chat', roles: ['support'], titleKey: 'chat' },
  staff: { path: '/ops/staff', roles: [], titleKey: 'staff' },
  tracking: { path: '/ops/tracking', roles: ['ops'], titleKey: 'tracking' },
  shipment: { path: '/ops/tracking/:id', roles: ['ops'], titleKey: 'shipment' },
  captains: { path: '/ops/captains', roles: ['ops'], titleKey: 'captains' },
  branches: { path: '/ops/branches', roles: ['ops'], titleKey: 'branches' },
  captainCash: { path: '/ops/captain-cash', roles: ['ops'], titleKey: 'captainCash' },
  timeLimits: { path: '/ops/settings/time-limits', roles: [], titleKey: 'timeLimits' },
} satisfies Record<string, OpsPathEntry>;

export type OpsPathName = keyof typeof opsPaths;

/** The clients desk's page of one client. */
export const opsClientPath = (id: number): string => `/ops/clients/${id}`;

/** The international-tracking desk's page of one shipment. */
export const opsShipmentPath = (id: number): string => `/ops/tracking/${id}`;

/** The help desk's page of one ticket. */
export const opsTicketPath = (id: number): string => `/ops/tickets/${id}`;

/** The console's own routes and guard handle these paths; the client app's navigation rules leave them alone. */
export const isOpsPath = (pathname: string): boolean => /^\/ops(\/|$)/i.test(pathname);
