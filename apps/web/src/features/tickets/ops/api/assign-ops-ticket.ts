import { opsTicketShowResponseSchema } from '@courier/contracts';
import { useMutation } from '@tanstack/react-query';
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
