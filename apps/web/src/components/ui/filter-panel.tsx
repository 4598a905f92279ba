import { Badge, Button, Collapse, Group, Paper, SimpleGrid } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { cleanFilterValues, type FilterValues } from '@/lib/list-url-state';

/** The panel's form: every field as the user typed it. */
export type FilterForm = UseFormReturn<Record<string, string>>;

interface FilterPanelProps<F extends string> {
  /** The namespace whose `filters.title`, `filters.titleActive`, `filters.apply` and `filters.clear` name it. */
  namespace: string;
  fields: readonly F[];
  values: FilterValues<F>;
  /** Applying or clearing goes through the caller (it updates the URL). */
  onApply: (values: FilterValues<F>) => void;
  /** Fields per row from the md breakpoint up (one on a phone, two from xs). */
  columns: number;
  /** One field's input, registered on `form`; rendered from the first time the panel opens. */
  renderField: (field: F, form: FilterForm) => ReactNode;
}

/**
 * A list's filters, folded away behind a button (open when a filter is active) so a phone shows the
 * rows first; the button counts the active filters, and a clear button resets them all. The fields
 * render the first time the panel opens (then stay, hidden while it is folded): a list's first render
 * does not build a form nobody sees, nor ask for what its fields look up (decision 006, seventh pass).
 */
export function FilterPanel<F extends string>({
  namespace,
  fields,
  values,
  onApply,
  columns,
  renderField,
}: FilterPanelProps<F>) {
  const { t } = useTranslation(namespace);
  const panelId = useId();
  const activeCount = Object.keys(cleanFilterValues(fields, values)).length;
  const [opened, { toggle }] = useDisclosure(activeCount > 0);
  const [shown, setShown] = useState(opened);
  const onToggle = () => {
    setShown(true);
    toggle();
  };
  const filled = (from: FilterValues<F>) =>
    Object.fromEntries(fields.map((f) => [f, from[f] ?? ''])) as Record<string, string>;
  const form = useForm<Record<string, string>>({ defaultValues: filled(values) });

  const onSubmit = form.handleSubmit((typed) => onApply(cleanFilterValues(fields, typed)));
  const onClear = () => {
    form.reset(filled({}));
    onApply({});
  };

  return (
    <Paper withBorder radius="md" p="sm" mb="md">
      <Group justify="space-between" gap="xs">
        <Button
          variant="subtle"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
          onClick={onToggle}
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
          <Button variant="subtle" size="compact-sm" color="gray.8" c="dark.9" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        )}
      </Group>
      <Collapse expanded={opened} keepMounted keepMountedMode="display-none">
        <form id={panelId} onSubmit={onSubmit} noValidate role="search" aria-label={t('filters.title')}>
          {shown && (
            <>
              <SimpleGrid cols={{ base: 1, xs: 2, md: columns }} spacing="sm" mt="sm">
                {fields.map((field) => renderField(field, form))}
              </SimpleGrid>
              <Group gap="sm" mt="md">
                <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
                  {t('filters.apply')}
                </Button>
                <Button variant="default" onClick={onClear}>
                  {t('filters.clear')}
                </Button>
              </Group>
            </>
          )}
        </form>
      </Collapse>
    </Paper>
  );
}
