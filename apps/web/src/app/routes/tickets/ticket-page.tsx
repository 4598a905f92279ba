import { Alert, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { PageHeader } from '@/components/ui/page-header';
import { downloadTicketFile, useTicket, useTicketLog } from '@/features/tickets/api/get-tickets';
import { useRateTicket, useReplyToTicket } from '@/features/tickets/api/ticket-actions';
import { useTicketEvents } from '@/features/tickets/api/use-ticket-events';
import { TicketFrame } from '@/components/tickets/ticket-frame';
import { ReplyBox, TicketLogList, TicketRating, TicketSummary } from '@/components/tickets/ticket-thread';

/** `/tickets/:id`: the ticket, its replies (newest first), a reply box, the log and the rating once closed. */
export function TicketPage() {
  const { t } = useTranslation(['tickets', 'shell']);
  const id = Number(useParams().id);
  const state = useLocation().state as { notDelay?: 0 | 1 } | null;
  const ticket = useTicket(id);
  const log = useTicketLog(id);
  const reply = useReplyToTicket();
  const rate = useRateTicket();
  useTicketEvents();
  const feed = ticket.data?.feed;

  return (
    <>
      <BackLink to="/tickets" size="sm" mb="xs">
        {t('list.back')}
      </BackLink>
      <PageHeader title={feed ? t('thread.title', { code: feed.code }) : t('shell:pages.tickets')} />
      {state?.notDelay !== undefined && (
        <Alert color={state.notDelay === 1 ? 'teal' : 'blue'} variant="light" mb="md">
          {state.notDelay === 1 ? t('created.onTime') : t('created.nextDay')}
        </Alert>
      )}
      <TicketFrame
        replies={feed?.replies}
        error={ticket.isError ? ticket.error : null}
        onRetry={() => void ticket.refetch()}
        download={downloadTicketFile}
        main={
          feed && (
            <>
              <TicketSummary ticket={feed} download={downloadTicketFile} />
              <TicketRating
                ticket={feed}
                pending={rate.isPending}
                onRate={(value) => rate.mutate({ ticket_id: id, rate: value })}
              />
              <ReplyBox
                closed={feed.status === 2}
                pending={reply.isPending}
                error={reply.error}
                onSend={(message, files, done) =>
                  reply.mutate({ ticketId: id, message, files }, { onSuccess: done })
                }
              />
            </>
          )
        }
        side={
          <>
            <Title order={2} size="h5" mb="sm">
              {t('thread.log')}
            </Title>
            {log.data ? (
              <TicketLogList logs={log.data.feed.logs} />
            ) : (
              <LoadingBlocks heights={[48, 120, 120]} />
            )}
          </>
        }
      />
    </>
  );
}
