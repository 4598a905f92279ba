import { useTranslation } from '@/lib/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { CodeGated } from '@/features/merchant-api/components/code-gated';
import { StoreConnections } from '@/features/store-plugins/components/store-connections';
import { SettingsBackLink } from './settings-back-link';

/**
 * `/link-with-plugins` (admin only): Shopify and WooCommerce stores sending their orders. It reveals
 * signing secrets, so it opens with the API page's one-time code (the same 15-minute unlock).
 */
export function PluginsPage() {
  const { t } = useTranslation(['settings', 'shell']);
  return (
    <>
      <SettingsBackLink />
      <PageTitle>{t('shell:pages.linkWithPlugins')}</PageTitle>
      <CodeGated label={t('shell:pages.linkWithPlugins')}>
        <StoreConnections />
      </CodeGated>
    </>
  );
}
