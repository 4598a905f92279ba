import { useTranslation } from '@/lib/use-translation';
import { useApiKey } from '../api/get-api-key';
import { useRevealApiKey, useRevealedApiKey } from '../api/reveal-api-key';
import { useRotateApiKey } from '../api/rotate-api-key';
import { KeyPanel } from './key-panel';

/** The merchant's API key: masked, reveal, copy, rotate (the old key stops at once). */
export function ApiKeyPanel() {
  const { t } = useTranslation('settings');
  return (
    <KeyPanel
      texts={{
        title: t('api.keyTitle'),
        hint: t('api.keyHint'),
        label: t('api.keyLabel'),
        reveal: t('api.reveal'),
        hide: t('api.hide'),
        rotate: t('api.rotate'),
        rotated: t('api.rotated'),
        none: t('api.noKey'),
        create: t('api.createKey'),
        rotateTitle: t('api.rotateTitle'),
        rotateMessage: t('api.rotateMessage'),
      }}
      keyQuery={useApiKey(true)}
      reveal={useRevealApiKey()}
      rotate={useRotateApiKey()}
      revealed={useRevealedApiKey()}
    />
  );
}
