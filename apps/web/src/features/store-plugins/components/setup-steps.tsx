import type { StorePlatform } from '@courier/contracts';
import { List, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';

const stepCount: Record<StorePlatform, number> = { shopify: 6, woocommerce: 6 };

/** How to point the store's "order created" webhook at the connection's URL, step by step. */
export function SetupSteps({ platform }: { platform: StorePlatform }) {
  const { t } = useTranslation('settings');
  return (
    <>
      <Text size="sm" fw={600} mt="md" mb={4}>
        {t('plugins.stepsTitle')}
      </Text>
      <List type="ordered" size="sm" spacing={4}>
        {Array.from({ length: stepCount[platform] }, (_, i) => (
          <List.Item key={i}>{t(`plugins.steps.${platform}.${i + 1}`)}</List.Item>
        ))}
      </List>
    </>
  );
}
