import { PinInput, Text } from '@mantine/core';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * A 6-digit one-time code as six boxes under one group label, each box named for screen readers, with
 * the field's error tied to every box (the forgot-password code and the API page's unlock code).
 */
export function OtpCodeField<T extends FieldValues>({
  control,
  name,
  label,
  digitLabel,
  error,
  centered = false,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  digitLabel: (index: number, total: number) => string;
  error: string | undefined;
  centered?: boolean;
}) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} component="span" fw={500} size="sm" display="block" mb={6}>
        {label}
      </Text>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <PinInput
            dir="ltr"
            length={6}
            type="number"
            inputMode="numeric"
            oneTimeCode
            autoFocus
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={Boolean(error)}
            getInputProps={(index) => ({
              'aria-label': digitLabel(index + 1, 6),
              'aria-describedby': error ? errorId : undefined,
              'aria-invalid': error ? true : undefined,
            })}
            style={centered ? { justifyContent: 'center' } : undefined}
          />
        )}
      />
      {error && (
        <Text id={errorId} c="red.9" size="sm" mt={6}>
          {error}
        </Text>
      )}
    </div>
  );
}
