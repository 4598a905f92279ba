import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { advancedSearchQueryOptions } from '@/features/orders/api/advanced-search-orders';
import { AdvancedSearchForm, cleanCriteria } from '@/features/orders/components/advanced-search-form';
import { notifyFailure, notifySuccess } from '@/features/orders/utils/notify';
import { useLanguage } from '@/lib/i18n';
import { PageHeader } from '@/components/ui/page-header';

/**
 * `/AdvancedSearch`: the form. Searching opens `/ResultAdvancedSearch?<criteria>` (spec §2), whose URL
 * holds the criteria, so results can be reloaded and shared; "Modify search" comes back here with them.
 */
export function AdvancedSearchPage() {
  const { t } = useTranslation(['orders', 'shell']);
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [pending, setPending] = useState(false);
  const initial = cleanCriteria(Object.fromEntries(params));

  const onSearch = async (criteria: Record<string, string>) => {
    setPending(true);
    try {
      await queryClient.fetchQuery(advancedSearchQueryOptions(criteria, 1, 20, lang));
      notifySuccess('searched');
      void navigate(`${paths.advancedSearchResults.path}?${new URLSearchParams(criteria).toString()}`);
    } catch (error) {
      notifyFailure('searched', error);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <PageHeader title={t('shell:pages.advancedSearch')} />
      <AdvancedSearchForm initial={initial} pending={pending} onSearch={(c) => void onSearch(c)} />
    </>
  );
}
