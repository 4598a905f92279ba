import { ticketStatusByCode, ticketStatusCodes, ticketStatusLabelKey, translate } from '@courier/contracts';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { FilterPanel } from '@/components/ui/filter-panel';
import { useLanguage } from '@/lib/i18n';
import { useSupportAgents } from '../api/get-support-agents';
import type { OpsTicketFilterField, OpsTicketFilterValues } from '../api/ops-ticket-keys';

export const opsTicketFilterFields = [
  'status',
  'assigned',
] as const satisfies readonly OpsTicketFilterField[];

/** The queue's filters: status, and who it is assigned to (everyone, me, nobody or one agent). */
export function OpsTicketFilters({
  values,
  onApply,
}: {
  values: OpsTicketFilterValues;
  onApply: (values: OpsTicketFilterValues) => void;
}) {
  const { t } = useTranslation('ops-tickets');
  const lang = useLanguage();
  const agents = useSupportAgents();
  return (
    <FilterPanel
      namespace="ops-tickets"
      fields={opsTicketFilterFields}
      values={values}
      onApply={onApply}
      columns={2}
      renderField={(field, form) =>
        field === 'status' ? (
          <NativeSelect
            label={t('filters.status')}
            data={[
              { value: '', label: t('filters.any') },
              ...ticketStatusCodes.map((code) => ({
                value: String(code),
                label: translate(ticketStatusLabelKey(ticketStatusByCode(code)), lang),
              })),
            ]}
            {...form.register(field)}
          />
        ) : (
          <NativeSelect
            label={t('filters.assigned')}
            data={[
              { value: '', label: t('filters.all') },
              { value: 'me', label: t('filters.me') },
              { value: 'none', label: t('filters.none') },
              ...(agents.data ?? []).map((agent) => ({ value: String(agent.id), label: agent.name })),
            ]}
            {...form.register(field)}
          />
        )
      }
    />
  );
}
