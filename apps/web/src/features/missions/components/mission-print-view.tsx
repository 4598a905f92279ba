import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { useMissionPapers } from '../api/get-mission-papers';
import { MissionPapers } from './mission-papers';
import classes from './mission-papers.module.css';
import { MissionLoadError } from './suspended-missions-notice';

/** `@page` is global: this view mounts its paper size while it is shown (like the order print views). */
const pageRule = '@page { size: A4; margin: 10mm; }';

interface MissionPrintViewProps {
  missionId: number;
  /** Draws the mission code as a barcode (the page passes the print feature's). */
  renderBarcode?: (code: string) => ReactNode;
}

/** The print view of a mission: title and Print button on screen only, then the A4 papers. */
export function MissionPrintView({ missionId, renderBarcode }: MissionPrintViewProps) {
  const { t } = useTranslation(['missions', 'common']);
  const papers = useMissionPapers(missionId);
  const code = papers.data?.mission.code;

  return (
    <>
      <style>{pageRule}</style>
      <Stack gap="sm" mb="md" className={classes.screenOnly}>
        <Group justify="space-between" align="center" gap="sm">
          <PageTitle mb={0}>{code ? t('print.pageTitle', { code }) : t('print.pageTitleLoading')}</PageTitle>
          <Button
            leftSection={<IconPrinter size={18} aria-hidden="true" />}
            onClick={() => window.print()}
            disabled={!papers.data}
          >
            {t('print.print')}
          </Button>
        </Group>
        {papers.isLoading && (
          <Group role="status" gap="xs">
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm">{t('common:loading')}</Text>
          </Group>
        )}
        {papers.isError && <MissionLoadError error={papers.error} onRetry={() => void papers.refetch()} />}
      </Stack>
      {papers.data && code && <MissionPapers papers={papers.data} barcode={renderBarcode?.(code)} />}
    </>
  );
}
