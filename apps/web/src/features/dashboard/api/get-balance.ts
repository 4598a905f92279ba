import type { BalanceResponse } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/**
 * `GET balance` (spec §3 Balance): next_supply, total_supplied_balance, total_balance. The dashboard is
 * the first screen after login, so its calls are typed by the contracts but not parsed with zod (the
 * schema library stays out of the JS /Home loads first; docs/quality.md P1).
 */
export function getBalance(signal?: AbortSignal): Promise<BalanceResponse> {
  return api.get<BalanceResponse>('balance', { signal });
}

export function useBalance(enabled = true) {
  return useQuery(
    queryOptions({ queryKey: dashboardKeys.balance(), queryFn: ({ signal }) => getBalance(signal), enabled }),
  );
}
