import {
  opsOverdueRules,
  orderStatusLabelKey,
  orderStatuses,
  translate,
  type OrderStatus,
} from '@courier/contracts';
import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { FilterPanel } from '@/components/ui/filter-panel';
import { useLanguage } from '@/lib/i18n';
import type { FilterValues } from '@/lib/list-url-state';
import { selectOptions } from '@/lib/lookups/select-options';
import { useOpsCaptains } from '@/lib/lookups/get-ops-captains';
import { useOpsGovernments } from '@/lib/lookups/get-ops-governments';
import { opsOrderFilterFields, type OpsOrderFilterField } from '../api/get-ops-orders';
import { pasteCodeList } from '../utils/paste-code-list';

interface OpsOrderFiltersProps {
  values: FilterValues<OpsOrderFilterField>;
  onApply: (values: FilterValues<OpsOrderFilterField>) => void;
}

/** The desk's search: code, client, phone, status, governorate, area, captain, creation dates. */
export function OpsOrderFilters({ values, onApply }: OpsOrderFiltersProps) {
  const { t } = useTranslation('ops-orders');
  const lang = useLanguage();
  const governments = useOpsGovernments();
  const captains = useOpsCaptains(true);
  const statusOptions = [
    { value: '', label: t('filters.anyStatus') },
    ...(Object.keys(orderStatuses) as OrderStatus[]).map((s) => ({
      value: String(orderStatuses[s]),
      label: translate(orderStatusLabelKey(s), lang),
    })),
  ];
  const captainOptions = selectOptions(t('filters.anyCaptain'), captains.data);
  const overdueOptions = [
    { value: '', label: t('ops-dashboard:filters.anyOverdue') },
    { value: 'any', label: t('ops-dashboard:filters.overdueAll') },
    ...opsOverdueRules.map((rule) => ({ value: rule, label: t(`ops-dashboard:overdue.${rule}`) })),
  ];
  return (
    <FilterPanel
      namespace="ops-orders"
      fields={opsOrderFilterFields}
      values={values}
      onApply={onApply}
      columns={3}
      renderField={(field, { register }) => {
        const label =
          field === 'branch_id' || field === 'delivered_on'
            ? t(`ops-dashboard:filters.${field}`)
            : t(`fields.${field}`);
        if (field === 'status')
          return <NativeSelect key={field} label={label} data={statusOptions} {...register(field)} />;
        if (field === 'government_id')
          return (
            <NativeSelect
              key={field}
              label={label}
              data={selectOptions(t('filters.anyGovernment'), governments.data)}
              {...register(field)}
            />
          );
        if (field === 'captain_id')
          return <NativeSelect key={field} label={label} data={captainOptions} {...register(field)} />;
        if (field === 'overdue')
          return (
            <NativeSelect
              key={field}
              label={t('ops-dashboard:filters.overdue')}
              data={overdueOptions}
              {...register(field)}
            />
          );
        if (field === 'date_from' || field === 'date_to' || field === 'delivered_on')
          return <TextInput key={field} type="date" label={label} dir="ltr" {...register(field)} />;
        return (
          <TextInput
            key={field}
            label={label}
            dir={field === 'code' || field === 'phone' || field === 'branch_id' ? 'ltr' : undefined}
            inputMode={field === 'phone' ? 'tel' : field === 'branch_id' ? 'numeric' : undefined}
            autoComplete="off"
            onPaste={field === 'code' ? pasteCodeList : undefined}
            {...register(field)}
          />
        );
      }}
    />
  );
}
