import {
  IconBuildingStore,
  IconBuilding,
  IconCash,
  IconCoins,
  IconMotorbike,
  IconClipboardList,
  IconClockExclamation,
  IconInbox,
  IconLayoutDashboard,
  IconLifebuoy,
  IconMessages,
  IconPackages,
  IconRoute,
  IconUsersGroup,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { staffRoleMayAccess, type StaffRole } from '@courier/contracts';
import { opsPaths, type OpsPathName } from '@/config/ops-paths';

export interface OpsNavItem {
  name: OpsPathName;
  icon: Icon;
}

/** The console's menu, in order; each desk adds its line. */
export const opsNav: OpsNavItem[] = [
  { name: 'home', icon: IconLayoutDashboard },
  { name: 'orders', icon: IconPackages },
  { name: 'requests', icon: IconInbox },
  { name: 'runSheets', icon: IconClipboardList },
  { name: 'supplies', icon: IconCash },
  { name: 'missions', icon: IconRoute },
  { name: 'clients', icon: IconBuildingStore },
  { name: 'tracking', icon: IconWorld },
  { name: 'captainCash', icon: IconCoins },
  { name: 'captains', icon: IconMotorbike },
  { name: 'branches', icon: IconBuilding },
  { name: 'tickets', icon: IconLifebuoy },
  { name: 'chat', icon: IconMessages },
  { name: 'staff', icon: IconUsersGroup },
  { name: 'timeLimits', icon: IconClockExclamation },
];

export function opsNavFor(role: StaffRole): OpsNavItem[] {
  return opsNav.filter(({ name }) => {
    const entry = opsPaths[name];
    return 'roles' in entry && staffRoleMayAccess(role, entry.roles);
  });
}
