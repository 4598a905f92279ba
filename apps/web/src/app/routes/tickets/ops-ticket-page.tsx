import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useParams } from 'react-router';
import { TicketFrame } from '@/components/tickets/ticket-frame';
import { ReplyBox, TicketLogList, TicketSummary } from '@/components/tickets/ticket-thread';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { opsPaths } from '@/config/ops-paths';
import { downloadOpsFile } from '@/features/tickets/ops/api/download-ops-file';
import { useOpsTicket } from '@/features/tickets/ops/api/get-ops-ticket';
import { useReplyOpsTicket } from '@/features/tickets/ops/api/reply-ops-ticket';
import { useOpsTicketEvents } from '@/features/tickets/ops/api/use-ops-ticket-events';
import { TicketDeskControls } from '@/features/tickets/ops/components/ticket-desk-controls';
import { TicketEntityCard } from '@/features/tickets/ops/components/ticket-entity-card';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/**
 * /ops/tickets/:id: the ticket with its client and the order or mission it is about (with that log),
 * replies newest first, assignment, status and a reply with files; live on `ticket:*` pushes.
 */
export function OpsTicketPage() {
  const { t } = useTranslation(['ops-tickets', 'tickets', 'ops']);
  const lang = useLanguage();
  const id = Number(useParams().id);
  const ticket = useOpsTicket(id);
  const reply = useReplyOpsTicket();
  useOpsTicketEvents();
  const feed = ticket.data?.feed;

  return (
    <>
      <BackLink to={opsPaths.tickets.path} size="sm" mb="xs">
        {t('ticket.back')}
      </BackLink>
      <PageHeader title={feed ? t('tickets:thread.title', { code: feed.code }) : t('ops:pages.ticket')} />
      <TicketFrame
        replies={feed?.replies}
        error={ticket.isError ? ticket.error : null}
        onRetry={() => void ticket.refetch()}
        download={downloadOpsFile}
        main={
          feed && (
            <>
              <Text size="sm">
                {t('ticket.client')}: <b>{feed.client_name}</b> · {t('ticket.due')}:{' '}
                {formatDateTime(feed.due_at, lang)}
              </Text>
              <TicketSummary ticket={feed} download={downloadOpsFile} />
              <Title order={2} size="h5">
                {t('ticket.reply')}
              </Title>
              <ReplyBox
                closed={feed.status === 2}
                pending={reply.isPending}
                error={reply.error}
                onSend={(message, files, done) =>
                  reply.mutate(
                    { ticketId: id, message, files },
                    {
                      onSuccess: () => {
                        done();
                        toast.success(t('replied'));
                      },
                    },
                  )
                }
              />
            </>
          )
        }
        side={
          feed && (
            <Stack>
              <TicketDeskControls ticket={feed} />
              <TicketEntityCard entity={feed.entity} />
              <Title order={2} size="h5">
                {t('ticket.log')}
              </Title>
              <TicketLogList logs={feed.logs} />
            </Stack>
          )
        }
      />
    </>
  );
}
