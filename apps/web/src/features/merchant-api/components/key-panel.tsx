import type { ApiKeyReveal, ApiKeySummary } from '@courier/contracts';
import { Button, Group, Paper, Skeleton, Text, Title, type ButtonProps } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SecretField } from '@/components/ui/secret-field';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useSecretActions } from './use-secret-actions';

/** The words of one key's panel (the live key's `api.*`, the test key's `testKey.*`). */
export interface KeyPanelTexts {
  title: string;
  hint: string;
  label: string;
  reveal: string;
  hide: string;
  rotate: string;
  rotated: string;
  none: string;
  create: string;
  rotateTitle: string;
  rotateMessage: string;
}

/**
 * One API key of the API page (the live key, the test key of decision 074): masked, reveal, copy, rotate
 * after a confirmation (the old key stops at once), or made when there is none. The caller gives the key's
 * calls and words.
 */
export function KeyPanel(props: {
  texts: KeyPanelTexts;
  /** Shown beside the title (the test key's "test" badge). */
  badge?: ReactNode;
  createVariant?: ButtonProps['variant'];
  keyQuery: UseQueryResult<ApiKeySummary | null>;
  reveal: UseMutationResult<ApiKeyReveal, Error, void>;
  rotate: UseMutationResult<ApiKeyReveal, Error, void>;
  /** The key revealed (or made) in this tab, if any. */
  revealed: ApiKeyReveal | null | undefined;
}) {
  const { texts, keyQuery: key, reveal, rotate, revealed } = props;
  const { t } = useTranslation('settings');
  const lang = useLanguage();
  const secret = useSecretActions({
    revealed,
    reveal: () => reveal.mutateAsync(),
    rotate: () => rotate.mutateAsync(),
    rotatedText: texts.rotated,
  });
  const summary = key.data;
  const title = (
    <Title order={2} size="h4" mb={props.badge ? undefined : 'xs'}>
      {texts.title}
    </Title>
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mb="md">
      {props.badge ? (
        <Group gap="xs" mb="xs">
          {title}
          {props.badge}
        </Group>
      ) : (
        title
      )}
      <Text size="sm" mb="md">
        {texts.hint}
      </Text>
      <ApiErrorAlert
        error={key.error ?? reveal.error ?? rotate.error}
        onRetry={key.error ? () => void key.refetch() : undefined}
      />
      {key.isPending ? (
        <Skeleton height={36} />
      ) : summary ? (
        <SecretField
          label={texts.label}
          description={t('api.createdAt', { date: formatDateTime(summary.created_at, lang) })}
          masked={summary.masked}
          value={secret.shown && revealed ? revealed.key : null}
          revealing={reveal.isPending}
          onToggle={() => void secret.toggle()}
          onRotate={() => secret.setConfirming(true)}
          texts={{ reveal: texts.reveal, hide: texts.hide, copy: t('api.copy'), rotate: texts.rotate }}
        />
      ) : (
        <>
          <Text size="sm" mb="sm">
            {texts.none}
          </Text>
          <Button
            variant={props.createVariant}
            onClick={() => void secret.rotate()}
            loading={rotate.isPending}
          >
            {texts.create}
          </Button>
        </>
      )}
      <ConfirmDialog
        opened={secret.confirming}
        title={texts.rotateTitle}
        message={texts.rotateMessage}
        confirmLabel={texts.rotate}
        danger
        pending={rotate.isPending}
        onConfirm={() => void secret.rotate()}
        onClose={() => secret.setConfirming(false)}
      />
    </Paper>
  );
}
