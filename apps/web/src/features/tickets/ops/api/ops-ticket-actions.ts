import { opsTicketShowResponseSchema } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { replyFormData } from '@/components/tickets/reply-form-data';
import { opsApi } from '@/lib/ops-api';
import { useInvalidateOpsTickets } from './ops-ticket-keys';

/** `POST /api/ops/tickets/assign`: to `staff_id`, or to the caller when absent. */
export function useAssignOpsTicket() {
  const invalidate = useInvalidateOpsTickets();
  return useMutation({
    mutationFn: (body: { ticket_id: number; staff_id?: number }) =>
      opsApi.post('tickets/assign', body, { schema: opsTicketShowResponseSchema }),
    onSuccess: invalidate,
  });
}

/** `POST /api/ops/tickets/status`: 0 open (reopen), 1 in progress, 2 closed. */
export function useOpsTicketStatus() {
  const invalidate = useInvalidateOpsTickets();
  return useMutation({
    mutationFn: (body: { ticket_id: number; status: 0 | 1 | 2 }) =>
      opsApi.post('tickets/status', body, { schema: opsTicketShowResponseSchema }),
    onSuccess: invalidate,
  });
}

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
