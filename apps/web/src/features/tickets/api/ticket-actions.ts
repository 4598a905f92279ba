import {
  createTicketResponseSchema,
  ticketRateResponseSchema,
  ticketReplyResponseSchema,
} from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { replyFormData } from '@/components/tickets/reply-form-data';
import { api, apiUpload } from '@/lib/api-client';
import { useInvalidateTickets } from './ticket-keys';

export interface NewTicket {
  type: 1 | 2;
  description: string;
  entity_id?: number | undefined;
  mission_complaint?: 0 | 1;
  complaint_type_id?: number | undefined;
  complaint_type_title_id?: number | undefined;
  inquiry_type_id?: number | undefined;
  files: File[];
}

/** `POST ticket/create` (multipart, image[] several files). */
export function createTicket(ticket: NewTicket) {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket)) {
    if (name !== 'files' && value !== undefined) form.append(name, String(value));
  }
  for (const file of ticket.files) form.append('image[]', file, file.name);
  return apiUpload('ticket/create', form, { schema: createTicketResponseSchema });
}

export function useCreateTicket() {
  const invalidate = useInvalidateTickets();
  return useMutation({ mutationFn: createTicket, onSuccess: invalidate });
}

/** `POST ticket/reply` (multipart ticket_id, message, image). */
export function replyToTicket({
  ticketId,
  message,
  files,
}: {
  ticketId: number;
  message: string;
  files: File[];
}) {
  return apiUpload('ticket/reply', replyFormData(ticketId, message, files), {
    schema: ticketReplyResponseSchema,
  });
}

export function useReplyToTicket() {
  const invalidate = useInvalidateTickets();
  return useMutation({ mutationFn: replyToTicket, onSuccess: invalidate });
}

/** `POST ticket/rate {ticket_id, rate}` once the ticket is closed. */
export function useRateTicket() {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (body: { ticket_id: number; rate: number }) =>
      api.post('ticket/rate', body, { schema: ticketRateResponseSchema }),
    onSuccess: invalidate,
  });
}
