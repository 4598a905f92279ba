import { Alert } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Session } from '@/lib/session-store';
import { readText, storageKeys, writeText } from '@/lib/storage';

/**
 * The online-shop promotion (spec §2: "any click hides the shop promotion"): shown to clients without
 * an active shop; the first click anywhere hides it for the rest of this browser session.
 */
export function ShopPromotion({ session }: { session: Session }) {
  const { t } = useTranslation('shell');
  const [hidden, setHidden] = useState(() => readText(storageKeys.promotionHidden, 'session') === '1');
  const visible = !hidden && session.activeTurboShop !== 1;

  useEffect(() => {
    if (!visible) return;
    const hide = () => {
      writeText(storageKeys.promotionHidden, '1', 'session');
      setHidden(true);
    };
    document.addEventListener('click', hide, { once: true });
    return () => document.removeEventListener('click', hide);
  }, [visible]);

  if (!visible) return null;
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconBuildingStore aria-hidden="true" />}
      title={t('promotion.title')}
      mb="md"
      withCloseButton
      closeButtonLabel={t('promotion.close')}
      onClose={() => setHidden(true)}
    >
      {t('promotion.body')}
    </Alert>
  );
}
