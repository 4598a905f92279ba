import type { ComponentType } from 'react';
import type { OtherScreenName } from './router';

/**
 * This module is its own chunk, asked for once the first page has rendered (app/router.tsx): its
 * `import()` calls carry Vite's list of every page's files (to fetch them side by side), ~6 KB gzip
 * that /login and /Home do not need before their first paint (docs/quality.md P1, decision 006).
 */
type Lazy = () => Promise<ComponentType>;

const ordersList: Lazy = () => import('./routes/orders/orders-list-page').then((m) => m.OrdersListPage);
const missionsList: Lazy = () =>
  import('./routes/missions/missions-list-page').then((m) => m.MissionsListPage);

/**
 * The page of every built screen but /login and /Home (app/router.tsx holds those two). The URL, the
 * access rule and the layout come from `config/paths.ts`; the type makes a screen without a page (or a
 * page without a path) a compile error.
 */
export const otherScreens: Record<OtherScreenName, Lazy> = {
  confirmMobile: () => import('./routes/auth/confirm-mobile-page').then((m) => m.ConfirmMobilePage),
  otp: () => import('./routes/auth/otp-page').then((m) => m.OtpPage),
  resetPassword: () => import('./routes/auth/reset-password-page').then((m) => m.ResetPasswordPage),
  passwordChanged: () => import('./routes/auth/password-changed-page').then((m) => m.PasswordChangedPage),
  setPassword: () => import('./routes/auth/set-password-page').then((m) => m.SetPasswordPage),
  publicTerms: () => import('./routes/terms/public-terms-page').then((m) => m.PublicTermsPage),
  notFound: () => import('./routes/errors/not-found-page').then((m) => m.NotFoundPage),
  serverError: () => import('./routes/errors/server-error-page').then((m) => m.ServerErrorPage),
  notAuthorized: () => import('./routes/errors/not-authorized-page').then((m) => m.NotAuthorizedPage),

  settings: () => import('./routes/settings/settings-page').then((m) => m.SettingsPage),
  settingsMainInfo: () => import('./routes/settings/main-info-page').then((m) => m.MainInfoPage),
  settingsChangePassword: () =>
    import('./routes/settings/change-password-page').then((m) => m.ChangePasswordPage),
  settingsPlaceNames: () => import('./routes/settings/place-names-page').then((m) => m.PlaceNamesPage),

  addOrderWithExcel: () => import('./routes/order-files/upload-orders-page').then((m) => m.UploadOrdersPage),
  addOrdersSmartly: () =>
    import('./routes/order-files/smart-upload-orders-page').then((m) => m.SmartUploadOrdersPage),
  printOrder: () => import('./routes/order-files/print-order-page').then((m) => m.PrintOrderPage),
  printSticker: () => import('./routes/order-files/print-sticker-page').then((m) => m.PrintStickerPage),
  reportsAllOrders: () => import('./routes/order-files/orders-report-page').then((m) => m.OrdersReportPage),
  supplies: () => import('./routes/supplies/supplies-page').then((m) => m.SuppliesPage),
  supplyDetails: () => import('./routes/supplies/supply-details-page').then((m) => m.SupplyDetailsPage),
  clientCosts: () => import('./routes/order-files/client-costs-page').then((m) => m.ClientCostsPage),
  clientOfficeCosts: () =>
    import('./routes/order-files/client-office-costs-page').then((m) => m.ClientOfficeCostsPage),
  companies: () => import('./routes/order-files/companies-page').then((m) => m.CompaniesPage),

  // The seven order lists share one page, which reads its list from the path.
  uncompletedOrders: ordersList,
  underwayOrders: ordersList,
  savedOrders: ordersList,
  sentOrders: ordersList,
  delayedOrders: ordersList,
  withCaptainOrders: ordersList,
  givenOrders: ordersList,
  suppliedOrders: ordersList,
  returnedOrders: ordersList,
  orderSearch: () => import('./routes/orders/order-search-page').then((m) => m.OrderSearchPage),
  advancedSearch: () => import('./routes/orders/advanced-search-page').then((m) => m.AdvancedSearchPage),
  advancedSearchResults: () =>
    import('./routes/orders/advanced-search-results-page').then((m) => m.AdvancedSearchResultsPage),
  orderDetails: () => import('./routes/orders/order-details-page').then((m) => m.OrderDetailsPage),
  orderLog: () => import('./routes/orders/order-log-page').then((m) => m.OrderLogPage),
  addOrder: () => import('./routes/orders/add-order-page').then((m) => m.AddOrderPage),
  editOrder: () => import('./routes/orders/edit-order-page').then((m) => m.EditOrderPage),

  // The five mission lists share one page, which reads its list from the path.
  missions: missionsList,
  suppliedMissions: missionsList,
  returnWithCompany: missionsList,
  returnMissions: missionsList,
  resentMissions: missionsList,
  missionDetails: () => import('./routes/missions/mission-details-page').then((m) => m.MissionDetailsPage),
  addMission: () => import('./routes/missions/add-mission-page').then((m) => m.AddMissionPage),
  printMission: () => import('./routes/missions/print-mission-page').then((m) => m.PrintMissionPage),
  reportsMissions: () => import('./routes/missions/missions-report-page').then((m) => m.MissionsReportPage),
  faq: () => import('./routes/faq/faq-page').then((m) => m.FaqPage),
  notifications: () => import('./routes/notifications/notifications-page').then((m) => m.NotificationsPage),
  linkWithApis: () => import('./routes/settings/api-page').then((m) => m.ApiPage),
  linkWithPlugins: () => import('./routes/settings/plugins-page').then((m) => m.PluginsPage),
  linkWithApisOrders: () => import('./routes/settings/api-docs-page').then((m) => m.ApiOrdersDocsPage),
  linkWithApisTickets: () => import('./routes/settings/api-docs-page').then((m) => m.ApiTicketsDocsPage),
  attempts: () => import('./routes/attempts/attempts-page').then((m) => m.AttemptsPage),
  controlNotification: () =>
    import('./routes/notifications/control-notification-page').then((m) => m.ControlNotificationPage),
  products: () => import('./routes/products/products-page').then((m) => m.ProductsPage),
  internationalTracking: () =>
    import('./routes/tracking/international-tracking-page').then((m) => m.InternationalTrackingPage),
  employeeAccounts: () => import('./routes/team/employee-accounts-page').then((m) => m.EmployeeAccountsPage),
  attendEmployee: () => import('./routes/team/attendance-page').then((m) => m.AttendancePage),
  locations: () => import('./routes/team/locations-page').then((m) => m.LocationsPage),
  locationEdit: () => import('./routes/team/location-edit-page').then((m) => m.LocationEditPage),
  terms: () => import('./routes/terms/terms-page').then((m) => m.TermsPage),
  tickets: () => import('./routes/tickets/tickets-list-page').then((m) => m.TicketsListPage),
  newTicket: () => import('./routes/tickets/new-ticket-page').then((m) => m.NewTicketPage),
  ticketDetails: () => import('./routes/tickets/ticket-page').then((m) => m.TicketPage),
  chat: () => import('./routes/chat/chat-list-page').then((m) => m.ChatListPage),
  chatThread: () => import('./routes/chat/chat-page').then((m) => m.ChatPage),
};
