import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useRevealedTestKey, useRevealTestKey, useRotateTestKey, useTestKey } from '../api/test-key';
import { KeyPanel } from './key-panel';

/** The merchant's test key (`cp_test_…`, decision 074): as the live key's panel, for test orders only. */
export function TestKeyPanel() {
  const { t } = useTranslation('settings');
  return (
    <KeyPanel
      texts={{
        title: t('testKey.title'),
        hint: t('testKey.hint'),
        label: t('testKey.label'),
        reveal: t('testKey.reveal'),
        hide: t('testKey.hide'),
        rotate: t('testKey.rotate'),
        rotated: t('testKey.rotated'),
        none: t('testKey.none'),
        create: t('testKey.create'),
        rotateTitle: t('testKey.rotateTitle'),
        rotateMessage: t('testKey.rotateMessage'),
      }}
      badge={
        <Badge color="orange" variant="light" c="dark.9">
          {t('testKey.badge')}
        </Badge>
      }
      createVariant="light"
      keyQuery={useTestKey()}
      reveal={useRevealTestKey()}
      rotate={useRotateTestKey()}
      revealed={useRevealedTestKey()}
    />
  );
}
