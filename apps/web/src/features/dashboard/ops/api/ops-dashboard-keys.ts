import type { Language } from '@courier/contracts';

/** Query keys of the console's dashboard; its live events invalidate `opsDashboardKeys.all`. */
export const opsDashboardKeys = {
  all: ['ops-dashboard'] as const,
  figures: (lang: Language) => ['ops-dashboard', 'figures', lang] as const,
};
