import { useQueryClient } from '@tanstack/react-query';
import { fallbackAppConfig, type RuntimeConfig } from '@/config/constants';

export const appConfigKeys = { all: ['app-config'] as const };

/**
 * The config as already cached (or the defaults), without fetching: for the shell's first paint, which
 * must not wait for the schema code. The root layout's watchers fetch it right after.
 */
export function useCachedAppConfig(): RuntimeConfig {
  const cached = useQueryClient().getQueryData<RuntimeConfig>(appConfigKeys.all);
  return cached ?? { ...fallbackAppConfig };
}
