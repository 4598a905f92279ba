import { missionTypes, type OpsOverdueRule } from '@courier/contracts';
import { opsPaths } from '@/config/ops-paths';

/**
 * Where each figure leads: its desk with the URL filters whose list total is the figure (the server
 * counts both the same way, decision 060).
 */
const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`;

export const opsFigureLinks = {
  status: (status: number) => withQuery(opsPaths.orders.path, { status }),
  branch: (branchId: number, status: number) =>
    withQuery(opsPaths.orders.path, { branch_id: branchId, status }),
  deliveredOn: (day: string) => withQuery(opsPaths.orders.path, { delivered_on: day }),
  captainCash: (day: string, captainId: number) =>
    withQuery(opsPaths.orders.path, { delivered_on: day, captain_id: captainId }),
  overdue: (rule: OpsOverdueRule) => withQuery(opsPaths.orders.path, { overdue: rule }),
  requests: () => opsPaths.requests.path,
  overdueRequests: () => withQuery(opsPaths.requests.path, { overdue: 1 }),
  pickups: (day: string) =>
    withQuery(opsPaths.missions.path, { type: missionTypes.receiving, due_date: day }),
  tickets: () => withQuery(opsPaths.tickets.path, { status: 0 }),
  chats: () => opsPaths.chat.path,
};
