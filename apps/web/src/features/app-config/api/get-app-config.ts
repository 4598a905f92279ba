import type { AppConfig } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fallbackAppConfig, type RuntimeConfig } from '@/config/constants';
import { api } from '@/lib/api-client';
import { appConfigKeys } from './app-config-keys';

/**
 * Public runtime settings (idle timeout, connectivity interval, starred limit) owned by the server. Typed,
 * not parsed: the server serialises them through `appConfigSchema` (decision 006, sixth pass).
 */
export async function getAppConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  const { success: _ignored, ...config } = await api.get<AppConfig>('app-config', { signal });
  return config;
}

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: appConfigKeys.all,
    queryFn: ({ signal }) => getAppConfig(signal),
    staleTime: Infinity,
    retry: 3,
  });

/**
 * The config, or spec §9's defaults while it loads. `settled` turns true once the server answered or
 * finally failed (then the defaults stay).
 */
export function useAppConfig(): { config: RuntimeConfig; settled: boolean } {
  const query = useQuery(appConfigQueryOptions());
  return { config: query.data ?? { ...fallbackAppConfig }, settled: query.isSuccess || query.isError };
}
