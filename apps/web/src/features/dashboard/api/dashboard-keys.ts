import type { Language } from '@courier/contracts';

/** Query keys of the home dashboard. Video titles come in the caller's language. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  balance: () => [...dashboardKeys.all, 'balance'] as const,
  chart: (lang: Language) => [...dashboardKeys.all, 'chart', lang] as const,
  videos: (lang: Language) => [...dashboardKeys.all, 'videos', lang] as const,
};
