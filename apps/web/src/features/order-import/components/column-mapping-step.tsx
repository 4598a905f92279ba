import type { ImportColumnsMissing } from '@courier/contracts';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  initialColumnChoices,
  mappingBody,
  mappingProblems,
  type ColumnChoices,
} from '../utils/column-mapping';

interface ColumnMappingStepProps {
  step: ImportColumnsMissing;
  busy: boolean;
  onSubmit: (columns: Record<string, string>) => void;
  onCancel: () => void;
}

/**
 * Before the rows are read (issue 39.6, decision 070): the sheet's headers were not recognised, so the
 * merchant says what each column holds; the server remembers it for the next sheet with these headers.
 */
export function ColumnMappingStep({ step, busy, onSubmit, onCancel }: ColumnMappingStepProps) {
  const { t } = useTranslation('order-files');
  const [choices, setChoices] = useState<ColumnChoices>(() => initialColumnChoices(step));
  const [tried, setTried] = useState(false);
  const problems = mappingProblems(step, choices);
  const ready = problems.missing.length === 0 && problems.twice.length === 0;
  const options = [
    { value: '', label: t('mapping.unused') },
    ...step.fields.map((f) => ({ value: f.field, label: f.label })),
  ];
  const list = (fields: { label: string }[]) => fields.map((f) => f.label).join(t('mapping.separator'));

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="mapping-title"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (ready) onSubmit(mappingBody(step, choices));
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="mapping-title">
            {t('mapping.title')}
          </Title>
          <Text size="sm">{t('mapping.intro')}</Text>
          {step.headers.map((header, index) =>
            header === '' ? null : (
              <NativeSelect
                // Headers may repeat; the column's place tells them apart.
                key={`${index}-${header}`}
                label={<bdi>{header}</bdi>}
                aria-label={t('mapping.columnLabel', { header })}
                data={options}
                value={choices[index] ?? ''}
                onChange={(event) => {
                  const next = [...choices];
                  next[index] = event.currentTarget.value;
                  setChoices(next);
                }}
              />
            ),
          )}
          {tried && !ready && (
            <Alert color="red" role="alert">
              {problems.missing.length > 0 && (
                <Text size="sm">{t('mapping.missing', { fields: list(problems.missing) })}</Text>
              )}
              {problems.twice.length > 0 && (
                <Text size="sm">{t('mapping.twice', { fields: list(problems.twice) })}</Text>
              )}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" loading={busy}>
              {t('mapping.submit')}
            </Button>
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {t('mapping.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
