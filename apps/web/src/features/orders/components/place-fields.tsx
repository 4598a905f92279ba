import type { NamedItem } from '@courier/contracts';
import { NativeSelect } from '@mantine/core';
import {
  Controller,
  useWatch,
  type Control,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { useFormError } from '@/components/ui/use-form-error';
import { useAreas } from '@/lib/lookups/get-areas';
import { selectOptions } from '@/lib/lookups/select-options';

interface PlaceFieldsProps<V extends FieldValues, T> {
  /** A form with `government` and `area` fields, each the chosen id as text ('' for none). */
  control: Control<V, unknown, T>;
  setValue: UseFormSetValue<V>;
  governments: readonly NamedItem[] | undefined;
  errors: { government?: FieldError | undefined; area?: FieldError | undefined };
  /** Shown but not changeable, with this text saying why (an order a captain already has). */
  lockedText?: string | undefined;
}

/**
 * The governorate → area pair of every form that asks where a parcel goes (the order form, resending to a
 * new address): a new governorate clears the area, whose choices load for the governorate chosen.
 */
export function PlaceFields<V extends FieldValues, T = V>({
  control,
  setValue,
  governments,
  errors,
  lockedText,
}: PlaceFieldsProps<V, T>) {
  const { t } = useTranslation(['orders', 'common']);
  const errorText = useFormError();
  const governmentName = 'government' as Path<V>;
  const areaName = 'area' as Path<V>;
  const government = Number(useWatch({ control, name: governmentName }) || 0);
  const areas = useAreas(government);
  const locked = lockedText !== undefined;

  return (
    <>
      <Controller
        control={control}
        name={governmentName}
        render={({ field }) => (
          <NativeSelect
            label={t('fields.government')}
            required
            data={selectOptions(t('form.chooseGovernment'), governments)}
            disabled={locked}
            description={lockedText}
            error={errorText(errors.government)}
            {...field}
            value={String(field.value ?? '')}
            onChange={(event) => {
              field.onChange(event.currentTarget.value);
              // A new governorate has other areas: the chosen one no longer applies.
              setValue(areaName, '' as PathValue<V, Path<V>>);
            }}
          />
        )}
      />
      <Controller
        control={control}
        name={areaName}
        render={({ field }) => (
          <NativeSelect
            label={t('fields.area')}
            required
            data={selectOptions(areas.isFetching ? t('common:loading') : t('form.chooseArea'), areas.data)}
            disabled={government <= 0 || locked}
            description={lockedText ?? (government <= 0 ? t('form.areaHint') : undefined)}
            error={errorText(errors.area) ?? (areas.isError ? areas.error.message : undefined)}
            {...field}
            value={areas.data ? String(field.value ?? '') : ''}
          />
        )}
      />
    </>
  );
}
