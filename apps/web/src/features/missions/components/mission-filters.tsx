import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { FilterPanel } from '@/components/ui/filter-panel';
import { LookupSelect } from '@/components/ui/lookup-select';
import { useLanguage } from '@/lib/i18n';
import type { MissionFilterField, MissionFilterValues } from '../api/mission-keys';
import { missionStatusName } from '../utils/labels';

export const missionFilterFields: readonly MissionFilterField[] = [
  'code',
  'captain_id',
  'status',
  'created_at',
  'due_date',
  'execution_date',
];

const labelKeys: Record<MissionFilterField, string> = {
  code: 'fields.code',
  captain_id: 'fields.captain',
  status: 'fields.status',
  created_at: 'fields.createdOn',
  due_date: 'fields.dueDate',
  execution_date: 'fields.executedOn',
};
const dateFields = new Set<MissionFilterField>(['created_at', 'due_date', 'execution_date']);

interface MissionFiltersProps {
  values: MissionFilterValues;
  /** The statuses this list can show (the status choice offers only these). */
  statuses: readonly number[];
  onApply: (values: MissionFilterValues) => void;
}

/**
 * The list filters of spec §7 `mission/all` (captain, created_at, code, due_date, execution_date,
 * status) in the shared filter panel.
 */
export function MissionFilters({ values, statuses, onApply }: MissionFiltersProps) {
  const { t } = useTranslation('missions');
  const lang = useLanguage();

  const statusOptions = [
    { value: '', label: t('filters.anyStatus') },
    ...statuses.map((code) => ({ value: String(code), label: missionStatusName(code, lang) })),
  ];

  return (
    <FilterPanel
      namespace="missions"
      fields={missionFilterFields}
      values={values}
      onApply={onApply}
      columns={3}
      renderField={(field, { register, control }) => {
        const label = t(labelKeys[field]);
        if (field === 'captain_id') {
          return (
            <LookupSelect
              key={field}
              lookup="captains"
              control={control}
              name={field}
              label={label}
              placeholder={t('filters.anyCaptain')}
              nothingFound={t('filters.nothingFound')}
              clearLabel={t('filters.clearCaptain')}
            />
          );
        }
        if (field === 'status') {
          return <NativeSelect key={field} label={label} data={statusOptions} {...register(field)} />;
        }
        return (
          <TextInput
            key={field}
            label={label}
            type={dateFields.has(field) ? 'date' : 'text'}
            dir={field === 'code' ? 'ltr' : undefined}
            inputMode={field === 'code' ? 'numeric' : undefined}
            autoComplete="off"
            {...register(field)}
          />
        );
      }}
    />
  );
}
