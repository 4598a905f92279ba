import { egyptDialCode } from '@courier/contracts';
import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from '@/lib/use-translation';

/**
 * A phone field in Egypt's international mode (spec §5): the country shows at the field's start, and
 * the number may be typed as people write it (`010 1234 5678`, `+20 10 1234 5678`, `0020…`); the
 * contracts' rule keeps the 11-digit national form.
 */
export const PhoneInput = forwardRef<HTMLInputElement, TextInputProps>(function PhoneInput(props, ref) {
  const { t } = useTranslation('common');
  return (
    <TextInput
      ref={ref}
      type="tel"
      inputMode="tel"
      dir="ltr"
      autoComplete="off"
      leftSection={
        <span dir="ltr" title={t('phoneCountry')} style={{ fontSize: 'var(--mantine-font-size-xs)' }}>
          EG {egyptDialCode}
        </span>
      }
      leftSectionWidth={64}
      leftSectionProps={{ 'aria-label': t('phoneCountry') } as Record<string, string>}
      {...props}
    />
  );
});
