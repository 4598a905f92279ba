import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { useBranches } from '@/lib/lookups/get-branches';
import { useCaptains } from '@/lib/lookups/get-captains';

const lookups = { captains: useCaptains, branches: useBranches };

interface LookupSelectProps<T extends FieldValues> {
  /** Which list the server searches as the user types. */
  lookup: keyof typeof lookups;
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  placeholder: string;
  /** Shown when the search finds nothing. */
  nothingFound: string;
  /** The accessible name of the clear button. */
  clearLabel: string;
}

/** A form field that searches a lookup list (captains, branches) on the server as the user types. */
export function LookupSelect<T extends FieldValues>({
  lookup,
  control,
  name,
  label,
  placeholder,
  nothingFound,
  clearLabel,
}: LookupSelectProps<T>) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const options = lookups[lookup](debounced);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          placeholder={placeholder}
          searchable
          clearable
          data={(options.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
          value={(field.value as string) || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={options.isFetching ? t('loading') : nothingFound}
          clearButtonProps={{ 'aria-label': clearLabel }}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}
