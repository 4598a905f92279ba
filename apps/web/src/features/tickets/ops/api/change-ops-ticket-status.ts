import { opsTicketShowResponseSchema } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { useInvalidateOpsTickets } from './ops-ticket-keys';

/** `POST /api/ops/tickets/status`: 0 open (reopen), 1 in progress, 2 closed. */
export function useOpsTicketStatus() {
  const invalidate = useInvalidateOpsTickets();
  return useMutation({
    mutationFn: (body: { ticket_id: number; status: 0 | 1 | 2 }) =>
      opsApi.post('tickets/status', body, { schema: opsTicketShowResponseSchema }),
    onSuccess: invalidate,
  });
}
