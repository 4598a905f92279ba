import { internationalSearchQuerySchema } from '@courier/contracts';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { formErrorText } from '@/lib/form-errors';
import { useLanguage } from '@/lib/i18n';
import { useLoadedMessageCatalog } from '@/lib/message-catalog';
import { useInternationalSearch } from '../api/search-international';
import { TrackingTimeline } from './tracking-timeline';

/** Search by code; the result's first element as a timeline, or the server's message (spec §8). */
export function TrackingSearch() {
  const { t } = useTranslation('tracking');
  const lang = useLanguage();
  const catalog = useLoadedMessageCatalog();
  const [text, setText] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const result = useInternationalSearch(code);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = internationalSearchQuerySchema.safeParse({ code: text });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setCode(parsed.data.code);
    if (parsed.data.code === code) void result.refetch();
  };

  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate role="search">
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('search.label')}
            description={t('search.hint')}
            placeholder={t('search.placeholder')}
            dir="ltr"
            required
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={formErrorText(fieldError, lang, catalog)}
            style={{ flex: '1 1 240px' }}
            maw={420}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 50 }}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            loading={result.isFetching}
          >
            {t('search.submit')}
          </Button>
        </Group>
      </form>
      {result.isFetching && !result.data ? (
        <LoadingBlocks heights={[220]} />
      ) : result.isError ? (
        <ApiErrorAlert error={result.error} />
      ) : result.data?.[0] ? (
        <TrackingTimeline tracking={result.data[0]} />
      ) : null}
    </Stack>
  );
}
