import { opsTicketShowResponseSchema } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { replyFormData } from '@/components/tickets/reply-form-data';
import { opsApi } from '@/lib/ops-api';
import { useInvalidateOpsTickets } from './ops-ticket-keys';

/** `POST /api/ops/tickets/reply` (multipart ticket_id, message, image): the client is notified. */
export function useReplyOpsTicket() {
  const invalidate = useInvalidateOpsTickets();
  return useMutation({
    mutationFn: ({ ticketId, message, files }: { ticketId: number; message: string; files: File[] }) =>
      opsApi.upload('tickets/reply', replyFormData(ticketId, message, files), {
        schema: opsTicketShowResponseSchema,
      }),
    onSuccess: invalidate,
  });
}
