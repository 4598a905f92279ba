import type { ComponentType } from 'react';
import type { OpsPathName } from '@/config/ops-paths';

/** The page of every console path (lazy: each is its own chunk), beside the client pages of its domain. */
export const opsScreens: Record<OpsPathName, () => Promise<ComponentType>> = {
  login: () => import('../routes/auth/ops-login-page').then((m) => m.OpsLoginPage),
  home: () => import('../routes/home/ops-home-page').then((m) => m.OpsHomePage),
  orders: () => import('../routes/orders/ops-orders-page').then((m) => m.OpsOrdersPage),
  requests: () => import('../routes/orders/ops-requests-page').then((m) => m.OpsRequestsPage),
  runSheets: () => import('../routes/orders/ops-run-sheets-page').then((m) => m.OpsRunSheetsPage),
  supplies: () => import('../routes/supplies/ops-supplies-page').then((m) => m.OpsSuppliesPage),
  missions: () => import('../routes/missions/ops-missions-page').then((m) => m.OpsMissionsPage),
  clients: () => import('../routes/accounts/ops-clients-page').then((m) => m.OpsClientsPage),
  client: () => import('../routes/accounts/ops-client-page').then((m) => m.OpsClientPage),
  tickets: () => import('../routes/tickets/ops-tickets-page').then((m) => m.OpsTicketsPage),
  ticket: () => import('../routes/tickets/ops-ticket-page').then((m) => m.OpsTicketPage),
  chat: () => import('../routes/chat/ops-chat-page').then((m) => m.OpsChatPage),
  staff: () => import('../routes/auth/ops-staff-page').then((m) => m.OpsStaffPage),
  tracking: () => import('../routes/tracking/ops-tracking-page').then((m) => m.OpsTrackingPage),
  shipment: () => import('../routes/tracking/ops-shipment-page').then((m) => m.OpsShipmentPage),
  captains: () => import('../routes/captains/ops-captains-page').then((m) => m.OpsCaptainsPage),
  branches: () => import('../routes/captains/ops-branches-page').then((m) => m.OpsBranchesPage),
  captainCash: () => import('../routes/captains/ops-captain-cash-page').then((m) => m.OpsCaptainCashPage),
  timeLimits: () => import('../routes/orders/ops-time-limits-page').then((m) => m.OpsTimeLimitsPage),
};
