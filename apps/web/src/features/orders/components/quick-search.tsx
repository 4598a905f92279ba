import { quickSearchBodySchema, splitCodes } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import type { z } from 'zod';
import { AutosizeTextarea } from '@/components/ui/autosize-textarea';
import { useFormError } from '@/components/ui/use-form-error';

interface QuickSearchFormProps {
  /** The codes of the last search (from the URL), one per line. */
  initialCodes: readonly string[];
  pending: boolean;
  onSearch: (codes: string[]) => void;
}

/** Many order codes at once: pasted from a spreadsheet or typed, separated by spaces, commas or lines. */
export function QuickSearchForm({ initialCodes, pending, onSearch }: QuickSearchFormProps) {
  const { t } = useTranslation('orders');
  const errorText = useFormError();
  const { register, control, handleSubmit, formState } = useForm<
    z.input<typeof quickSearchBodySchema>,
    unknown,
    z.output<typeof quickSearchBodySchema>
  >({ resolver: zodResolver(quickSearchBodySchema), defaultValues: { codes: initialCodes.join('\n') } });
  const codesField = register('codes');
  const typed = useWatch({ control, name: 'codes' });
  const count = splitCodes(typeof typed === 'string' ? typed : '').length;

  return (
    <Paper withBorder radius="md" p="md" mb="md">
      <form
        onSubmit={handleSubmit(({ codes }) => onSearch(codes))}
        noValidate
        role="search"
        aria-label={t('search.label')}
      >
        <AutosizeTextarea
          label={t('search.codes')}
          description={t('search.codesHint')}
          required
          minRows={3}
          maxRows={10}
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          error={errorText(formState.errors.codes)}
          {...codesField}
        />
        <Group justify="space-between" mt="sm" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('search.codeCount', { codes: count })}
          </Text>
          <Button type="submit" loading={pending} leftSection={<IconSearch size={16} aria-hidden="true" />}>
            {t('search.submit')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
