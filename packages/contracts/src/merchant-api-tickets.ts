import { z } from 'zod';
import { successEnvelope } from './envelope';
import type { MessageKey } from './messages';
import { requiredId } from './rules';
import { complaintTypeLabelKey, inquiryTypeLabelKey, maxMessageLength, ticketTypes } from './tickets';

const m = (key: MessageKey) => ({ error: key });
const description = () =>
  z
    .string(m('validation.required'))
    .trim()
    .min(3, m('validation.minLength3'))
    .max(maxMessageLength, m('validation.tooLong'))
    .describe('What happened or what you ask, 3 to 4000 characters');

/**
 * POST /api/v1/tickets (decision 055): one shape per kind of ticket, each with every field it needs
 * marked required, and the ids read from GET /api/v1/ticket-types. An order is named by its code, as
 * on every other v1 route; a mission (not on v1 otherwise) by its id.
 */
const orderComplaint = z
  .object({
    type: z.literal(ticketTypes.complaint),
    mission_complaint: z.literal(0).optional().describe('0 or absent: about an order'),
    order_code: z.string(m('validation.required')).min(1).max(60).describe('The order’s code or bar code'),
    complaint_type_id: requiredId().describe('A complaint type’s id from GET /ticket-types'),
    complaint_type_title_id: requiredId().describe('One of that complaint type’s titles (its `titles`)'),
    description: description(),
  })
  .describe('A complaint about an order');

const missionComplaint = z
  .object({
    type: z.literal(ticketTypes.complaint),
    mission_complaint: z.literal(1),
    mission_id: requiredId().describe('The mission’s id'),
    description: description(),
  })
  .describe('A complaint about a pickup mission');

const inquiry = z
  .object({
    type: z.literal(ticketTypes.inquiry),
    inquiry_type_id: requiredId().describe('An inquiry type’s id from GET /ticket-types'),
    description: description(),
  })
  .describe('An inquiry');

export const apiCreateTicketBodySchema = z
  .discriminatedUnion(
    'type',
    [z.discriminatedUnion('mission_complaint', [orderComplaint, missionComplaint]), inquiry],
    m('validation.invalid'),
  )
  .superRefine((body, ctx) => {
    const issue = (path: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message: 'validation.invalid' });
    if ('complaint_type_id' in body) {
      if (!complaintTypeLabelKey(body.complaint_type_id)) issue('complaint_type_id');
      else if (!complaintTypeLabelKey(body.complaint_type_id, body.complaint_type_title_id))
        issue('complaint_type_title_id');
    }
    if ('inquiry_type_id' in body && !inquiryTypeLabelKey(body.inquiry_type_id)) issue('inquiry_type_id');
  });
export type ApiCreateTicketBody = z.infer<typeof apiCreateTicketBodySchema>;

/** GET /api/v1/ticket-types: what a ticket's type ids may be, in the caller's language. */
export const apiTicketTypesResponseSchema = successEnvelope({
  feed: z.object({
    complaint_types: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        titles: z.array(z.object({ id: z.number().int(), title: z.string() })),
      }),
    ),
    inquiry_types: z.array(z.object({ id: z.number().int(), title: z.string() })),
  }),
});
