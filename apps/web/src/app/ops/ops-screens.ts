import type { ComponentType } from 'react';
import type { OpsPathName } from '@/config/ops-paths';

/** The page of every console path (lazy: each is its own chunk). */
export const opsScreens: Record<OpsPathName, () => Promise<ComponentType>> = {
  login: () => import('./routes/ops-login-page').then((m) => m.OpsLoginPage),
  home: () => import('./routes/ops-home-page').then((m) => m.OpsHomePage),
  orders: () => import('./routes/ops-orders-page').then((m) => m.OpsOrdersPage),
  requests: () => import('./routes/ops-requests-page').then((m) => m.OpsRequestsPage),
  supplies: () => import('./routes/ops-supplies-page').then((m) => m.OpsSuppliesPage),
  missions: () => import('./routes/ops-missions-page').then((m) => m.OpsMissionsPage),
  clients: () => import('./routes/ops-clients-page').then((m) => m.OpsClientsPage),
  client: () => import('./routes/ops-client-page').then((m) => m.OpsClientPage),
  tickets: () => import('./routes/ops-tickets-page').then((m) => m.OpsTicketsPage),
  ticket: () => import('./routes/ops-ticket-page').then((m) => m.OpsTicketPage),
  chat: () => import('./routes/ops-chat-page').then((m) => m.OpsChatPage),
  staff: () => import('./routes/ops-staff-page').then((m) => m.OpsStaffPage),
  tracking: () => import('./routes/ops-tracking-page').then((m) => m.OpsTrackingPage),
  shipment: () => import('./routes/ops-shipment-page').then((m) => m.OpsShipmentPage),
};
