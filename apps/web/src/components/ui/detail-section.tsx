import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import classes from './detail-section.module.css';

export interface DetailField {
  label: string;
  /** null, undefined or '' shows the word for "none" (spec §3). */
  value: ReactNode;
}

/** A titled card of label/value pairs (a `<dl>`), as details pages show a record's fields. */
export function DetailSection({ title, fields }: { title: string; fields: readonly DetailField[] }) {
  const { t } = useTranslation('common');
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <dl className={classes.list}>
        {fields.map(({ label, value }) => (
          <div key={label} className={classes.row}>
            <dt className={classes.term}>{label}</dt>
            <dd className={classes.value}>
              {value === null || value === undefined || value === '' ? (
                <span className={classes.none}>{t('none')}</span>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}
