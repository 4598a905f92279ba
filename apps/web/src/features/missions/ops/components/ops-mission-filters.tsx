import {
  missionStatuses,
  missionStatusLabelKey,
  missionTypeLabelKey,
  missionTypes,
  translate,
} from '@courier/contracts';
import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { FilterPanel } from '@/components/ui/filter-panel';
import { useLanguage } from '@/lib/i18n';
import type { OpsMissionFilterField, OpsMissionFilterValues } from '../api/ops-mission-keys';

export const opsMissionFilterFields = [
  'code',
  'client_id',
  'type',
  'status',
  'due_date',
] as const satisfies readonly OpsMissionFilterField[];

/** The desk's filters: code, client id, type, status, due day. */
export function OpsMissionFilters({
  values,
  onApply,
}: {
  values: OpsMissionFilterValues;
  onApply: (values: OpsMissionFilterValues) => void;
}) {
  const { t } = useTranslation('ops-missions');
  const lang = useLanguage();
  const any = { value: '', label: t('filters.any') };
  return (
    <FilterPanel
      namespace="ops-missions"
      fields={opsMissionFilterFields}
      values={values}
      onApply={onApply}
      columns={3}
      renderField={(field, form) => {
        const label = t(`filters.${field}`);
        if (field === 'type')
          return (
            <NativeSelect
              label={label}
              data={[
                any,
                ...Object.entries(missionTypes).map(([key, code]) => ({
                  value: String(code),
                  label: translate(missionTypeLabelKey(key as keyof typeof missionTypes), lang),
                })),
              ]}
              {...form.register(field)}
            />
          );
        if (field === 'status')
          return (
            <NativeSelect
              label={label}
              data={[
                any,
                ...Object.entries(missionStatuses).map(([key, code]) => ({
                  value: String(code),
                  label: translate(missionStatusLabelKey(key as keyof typeof missionStatuses), lang),
                })),
              ]}
              {...form.register(field)}
            />
          );
        return (
          <TextInput
            label={label}
            type={field === 'due_date' ? 'date' : 'text'}
            inputMode={field === 'client_id' ? 'numeric' : undefined}
            {...form.register(field)}
          />
        );
      }}
    />
  );
}
