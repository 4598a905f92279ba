import { Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { usePickupMissions } from '../api/get-pickup-missions';
import { useReturnsWaiting } from '../api/get-returns-waiting';

interface PickerProps {
  /** The chosen id as the URL holds it ('' when none). */
  value: string;
  onChange: (id: string) => void;
}

/** The combobox's common part: searchable by keyboard, clearable, its list in a portal. */
function usePickerProps() {
  const { t } = useTranslation('ops-run-sheets');
  return {
    searchable: true,
    clearable: true,
    clearButtonProps: { 'aria-label': t('clearChoice') },
    comboboxProps: { withinPortal: true },
    miw: 260,
  } as const;
}

/**
 * The pickup manifest's mission: a searchable list of the pickup missions due on `day` (code, merchant,
 * captain), filtered as the staff member types (issue 36 §4); no id to type.
 */
export function PickupMissionPicker({ day, value, onChange }: PickerProps & { day: string }) {
  const { t } = useTranslation(['ops-run-sheets', 'common']);
  const common = usePickerProps();
  const missions = usePickupMissions(day, true);
  const data = (missions.data ?? []).map((m) => ({
    value: String(m.id),
    label: [m.code, m.client.name, m.captain?.name].filter(Boolean).join(' · '),
  }));
  return (
    <Select
      {...common}
      label={t('pickupMission')}
      placeholder={t('choosePickup')}
      data={data}
      value={data.some((d) => d.value === value) ? value : null}
      onChange={(next) => onChange(next ?? '')}
      nothingFoundMessage={missions.isFetching ? t('common:loading') : t('noPickups')}
    />
  );
}

/**
 * The returns manifest's merchant: the merchants with parcels waiting to go back, searched by name on the
 * server as the staff member types, each with how many parcels wait (issue 36 §4).
 */
export function ReturnsClientPicker({ value, onChange }: PickerProps) {
  const { t } = useTranslation(['ops-run-sheets', 'common']);
  const common = usePickerProps();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const clients = useReturnsWaiting(debounced, true);
  const waiting = new Map((clients.data ?? []).map((c) => [String(c.id), c.orders]));
  return (
    <Select
      {...common}
      label={t('merchant')}
      placeholder={t('chooseMerchant')}
      data={(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      value={waiting.has(value) ? value : null}
      onChange={(next) => onChange(next ?? '')}
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already: every option it answered is shown.
      filter={({ options }) => options}
      renderOption={({ option }) => (
        <Group justify="space-between" gap="xs" wrap="nowrap" w="100%">
          <bdi>{option.label}</bdi>
          <Text size="xs" c="dimmed">
            {t('waiting', { count: waiting.get(option.value) ?? 0 })}
          </Text>
        </Group>
      )}
      nothingFoundMessage={clients.isFetching ? t('common:loading') : t('noReturns')}
    />
  );
}
