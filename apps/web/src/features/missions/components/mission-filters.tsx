import {
  Badge,
  Button,
  Collapse,
  Group,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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

type FormValues = Record<MissionFilterField, string>;

const filled = (values: MissionFilterValues): FormValues =>
  Object.fromEntries(missionFilterFields.map((f) => [f, values[f] ?? ''])) as FormValues;

/** Only the filters that hold something (the URL and the request carry no empty ones). */
export function cleanMissionFilters(
  values: Partial<Record<string, string | null | undefined>>,
): MissionFilterValues {
  const clean: MissionFilterValues = {};
  for (const field of missionFilterFields) {
    const value = values[field]?.trim();
    if (value) clean[field] = value;
  }
  return clean;
}

/** A captain lookup as the orders feature offers it (`captain/selectCaptains?search`), given by the page. */
export type CaptainOptionsHook = (search: string) => {
  data?: readonly { id: number; name: string }[];
  isFetching: boolean;
};

function CaptainSelect({
  control,
  label,
  useCaptainOptions,
}: {
  control: Control<FormValues>;
  label: string;
  useCaptainOptions: CaptainOptionsHook;
}) {
  const { t } = useTranslation(['missions', 'common']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const options = useCaptainOptions(debounced);
  return (
    <Controller
      control={control}
      name="captain_id"
      render={({ field }) => (
        <Select
          label={label}
          placeholder={t('filters.anyCaptain')}
          searchable
          clearable
          data={(options.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={options.isFetching ? t('common:loading') : t('filters.nothingFound')}
          clearButtonProps={{ 'aria-label': t('filters.clearCaptain') }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

interface MissionFiltersProps {
  values: MissionFilterValues;
  /** The statuses this list can show (the status choice offers only these). */
  statuses: readonly number[];
  onApply: (values: MissionFilterValues) => void;
  useCaptainOptions: CaptainOptionsHook;
}

/**
 * The list filters of spec §7 `mission/all` (captain, created_at, code, due_date, execution_date,
 * status), folded away behind a button (open when a filter is active) so a phone shows the missions
 * first. Applying or clearing goes through the caller (it updates the URL).
 */
export function MissionFilters({ values, statuses, onApply, useCaptainOptions }: MissionFiltersProps) {
  const { t } = useTranslation('missions');
  const lang = useLanguage();
  const panelId = useId();
  const activeCount = Object.keys(cleanMissionFilters(values)).length;
  const [opened, { toggle }] = useDisclosure(activeCount > 0);
  const { register, control, handleSubmit, reset } = useForm<FormValues>({ defaultValues: filled(values) });

  const onSubmit = handleSubmit((form) => onApply(cleanMissionFilters(form)));
  const onClear = () => {
    reset(filled({}));
    onApply({});
  };

  const statusOptions = [
    { value: '', label: t('filters.anyStatus') },
    ...statuses.map((code) => ({ value: String(code), label: missionStatusName(code, lang) })),
  ];

  return (
    <Paper withBorder radius="md" p="sm" mb="md">
      <Group justify="space-between" gap="xs">
        <Button
          variant="subtle"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={panelId}
          rightSection={
            activeCount > 0 ? (
              <Badge size="sm" circle aria-hidden="true">
                {activeCount}
              </Badge>
            ) : undefined
          }
        >
          {activeCount > 0 ? t('filters.titleActive', { active: activeCount }) : t('filters.title')}
        </Button>
        {activeCount > 0 && (
          <Button variant="subtle" size="compact-sm" color="gray.8" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        )}
      </Group>
      <Collapse expanded={opened} keepMounted keepMountedMode="display-none">
        <form id={panelId} onSubmit={onSubmit} noValidate role="search" aria-label={t('filters.title')}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" mt="sm">
            {missionFilterFields.map((field) => {
              const label = t(labelKeys[field]);
              if (field === 'captain_id') {
                return (
                  <CaptainSelect
                    key={field}
                    control={control}
                    label={label}
                    useCaptainOptions={useCaptainOptions}
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
            })}
          </SimpleGrid>
          <Group gap="sm" mt="md">
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
              {t('filters.apply')}
            </Button>
            <Button variant="default" onClick={onClear}>
              {t('filters.clear')}
            </Button>
          </Group>
        </form>
      </Collapse>
    </Paper>
  );
}
