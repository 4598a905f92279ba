import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { useDownloadTemplate } from '../api/download-template';

/** Downloads the xlsx template in the page's language. */
export function TemplateDownloadButton() {
  const { t } = useTranslation(['order-files', 'common']);
  const lang = useLanguage();
  const download = useDownloadTemplate();
  const onClick = () =>
    download.mutate(lang, {
      onSuccess: () => toast.success(t('upload.templateDownloaded')),
      onError: (error) => toast.failure(isApiError(error) ? error.message : t('common:unexpectedError')),
    });
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={18} aria-hidden="true" />}
      onClick={onClick}
      loading={download.isPending}
    >
      {t('upload.template')}
    </Button>
  );
}
