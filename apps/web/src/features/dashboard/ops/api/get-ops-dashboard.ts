import { opsDashboardResponseSchema } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { opsApi } from '@/lib/ops-api';
import { opsDashboardKeys } from './ops-dashboard-keys';

/** `GET /api/ops/dashboard`: the figures of the desks the caller's role reads (the others null). */
export function useOpsDashboard() {
  const lang = useLanguage();
  return useQuery({
    queryKey: opsDashboardKeys.figures(lang),
    queryFn: ({ signal }) => opsApi.get('dashboard', { schema: opsDashboardResponseSchema, signal }),
    select: (answer) => answer.feed,
  });
}
