import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';

/** Shown while a lazily loaded route (or the first route) is on its way. */
export function LoadingScreen({ fullPage = true }: { fullPage?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Center mih={fullPage ? '100dvh' : 240} role="status" aria-live="polite">
      <Loader color="blue.8" aria-hidden="true" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
