import { roleMayAccess, type SubUserPermission } from '@courier/contracts';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconArrowBackUp,
  IconBell,
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconBox,
  IconCalendarTime,
  IconCash,
  IconCircleCheck,
  IconClockHour4,
  IconCoin,
  IconDeviceFloppy,
  IconFileSpreadsheet,
  IconHome,
  IconLifebuoy,
  IconMessages,
  IconListSearch,
  IconPackage,
  IconPackageImport,
  IconPlus,
  IconRepeat,
  IconReportAnalytics,
  IconSearch,
  IconSend,
  IconSettings,
  IconTruck,
  IconTruckDelivery,
  IconTruckReturn,
  IconWorld,
  IconUserShare,
  IconWallet,
  IconWand,
  type Icon,
} from '@tabler/icons-react';
import { paths, type PathEntry } from '@/config/paths';
import { roleOf, type Session } from '@/lib/session-store';

export interface NavItem {
  entry: PathEntry;
  icon: Icon;
  /** Other paths that belong to this section (its children highlight it). */
  prefixes: readonly string[];
  /** A section of several screens, shown as a group labelled `pages.<groupKey>` that opens and closes. */
  groupKey?: string;
  children?: readonly NavItem[];
  /** A live count on the entry: `chat`, the chats with unread desk messages. */
  count?: 'chat';
}

/** What every URL of a pattern with parameters starts with: '/OrderDetails/:code' → '/OrderDetails/'. */
const prefixOf = (entry: PathEntry) => entry.path.slice(0, entry.path.indexOf(':'));

const link = (entry: PathEntry, icon: Icon, prefixes: readonly string[] = []): NavItem => ({
  entry,
  icon,
  prefixes,
});

/**
 * spec §2's sections, in order. A section is listed only once its screen exists: the orders,
 * missions, reports and support sections join this list when they are built.
 */
const allItems: readonly NavItem[] = [
  { entry: paths.home, icon: IconHome, prefixes: [] },
  {
    entry: paths.savedOrders,
    icon: IconPackage,
    // One order's pages (details, log, edit) keep the group open.
    prefixes: [prefixOf(paths.orderDetails), prefixOf(paths.orderLog), prefixOf(paths.editOrder)],
    groupKey: 'orders',
    children: [
      link(paths.addOrder, IconPlus),
      link(paths.addOrderWithExcel, IconFileSpreadsheet),
      link(paths.addOrdersSmartly, IconWand),
      link(paths.savedOrders, IconDeviceFloppy),
      link(paths.sentOrders, IconSend),
      link(paths.underwayOrders, IconTruckDelivery),
      link(paths.withCaptainOrders, IconUserShare),
      link(paths.delayedOrders, IconCalendarTime),
      link(paths.givenOrders, IconCircleCheck),
      link(paths.suppliedOrders, IconWallet),
      link(paths.returnedOrders, IconArrowBackUp),
      link(paths.uncompletedOrders, IconAlertCircle),
      link(paths.orderSearch, IconSearch),
      link(paths.advancedSearch, IconListSearch, [paths.advancedSearchResults.path]),
    ],
  },
  {
    entry: paths.missions,
    icon: IconTruck,
    // One mission's details keep the group open.
    prefixes: [prefixOf(paths.missionDetails)],
    groupKey: 'missions',
    children: [
      link(paths.addMission, IconPlus),
      link(paths.missions, IconTruck),
      link(paths.suppliedMissions, IconCash),
      link(paths.returnWithCompany, IconTruckReturn),
      link(paths.returnMissions, IconPackageImport),
      link(paths.resentMissions, IconRepeat),
      link(paths.reportsMissions, IconReportAnalytics),
    ],
  },
  { entry: paths.reportsAllOrders, icon: IconReportAnalytics, prefixes: [] },
  { entry: paths.attempts, icon: IconAlertTriangle, prefixes: [] },
  { entry: paths.attendEmployee, icon: IconClockHour4, prefixes: [] },
  { entry: paths.supplies, icon: IconCash, prefixes: ['/supplies'] },
  {
    entry: paths.clientCosts,
    icon: IconCoin,
    prefixes: [],
    groupKey: 'costs',
    children: [link(paths.clientCosts, IconHome), link(paths.clientOfficeCosts, IconBuildingStore)],
  },
  { entry: paths.companies, icon: IconBuildingSkyscraper, prefixes: [] },
  { entry: paths.notifications, icon: IconBell, prefixes: [] },
  { entry: paths.products, icon: IconBox, prefixes: [] },
  { entry: paths.internationalTracking, icon: IconWorld, prefixes: [] },
  { entry: paths.tickets, icon: IconLifebuoy, prefixes: ['/tickets/'] },
  { entry: paths.chat, icon: IconMessages, prefixes: ['/apps/chat/'], count: 'chat' },
  {
    entry: paths.settings,
    icon: IconSettings,
    prefixes: [
      paths.settingsMainInfo.path,
      paths.settingsChangePassword.path,
      paths.settingsPlaceNames.path,
      paths.controlNotification.path,
      paths.employeeAccounts.path,
      paths.locations.path,
    ],
  },
];

/**
 * The entries this session may open. `granted`: the sub-user's team permissions (decision 068); an entry
 * with a `permission` shows to the main account always, to a sub-user only when granted.
 */
export function navItemsFor(
  session: Session,
  items: readonly NavItem[] = allItems,
  granted: readonly SubUserPermission[] = [],
): NavItem[] {
  const role = roleOf(session);
  return items
    .filter(
      (item) =>
        item.entry.screen &&
        item.entry.access !== 'open' &&
        roleMayAccess(role, item.entry.access) &&
        (!item.entry.requiresStock || session.haveStock === 1) &&
        (!item.entry.permission || session.isMainClient === 1 || granted.includes(item.entry.permission)),
    )
    .map((item) =>
      item.children ? { ...item, children: navItemsFor(session, item.children, granted) } : item,
    )
    .filter((item) => !item.children || item.children.length > 0);
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.toLowerCase();
  if (item.children) {
    return (
      item.children.some((child) => isNavItemActive(child, pathname)) ||
      item.prefixes.some((p) => path.startsWith(p.toLowerCase()))
    );
  }
  return [item.entry.path, ...item.prefixes].some((p) => p.toLowerCase() === path);
}
