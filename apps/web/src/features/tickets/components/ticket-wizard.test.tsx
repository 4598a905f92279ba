import type { Order } from '@courier/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ticketsAr from '@/locales/ar/tickets.json';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { TicketWizard } from './ticket-wizard';

const t = ticketsAr;

const order = {
  id: 16,
  code: '10000016',
  bar_code: null,
  invoice_number: null,
  second_client: null,
  company_id: null,
  receiver: 'منى حسن',
  phone1: '01012345678',
  phone2: null,
  follow_up_mobile: null,
  government_id: 1,
  government: 'القاهرة',
  area_id: 4,
  area: 'مدينة نصر',
  address: '12 شارع مكرم عبيد',
  notes: null,
  content: 'ملابس',
  amount_to_be_collected: '250.50',
  received_amount: null,
  cash_amount: '0.00',
  shipping_cost: '45.00',
  created_at: '2026-11-20T09:15:00.000Z',
  sent_at: null,
  delivery_date: null,
  execution_date: null,
  return_to_sender_date: null,
  deposit_date: null,
  delay_date: null,
  return_reason: null,
  captain_id: null,
  captain: null,
  branch_id: null,
  branch: null,
  status: 2,
  is_urgent: 0,
  return_requested: 0,
  resend: null,
  rate: null,
  updated_at: '2026-11-20T09:15:00.000Z',
  actions: [],
} satisfies Order;

/** The ticket API the wizard reads (types, instructions, the order search); the upload is only recorded. */
function stubTicketApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('ticket/complains-types'))
      return jsonResponse(200, {
        success: 1,
        feed: [{ id: 3, title: 'تأخير', titles: [{ id: 31, title: 'لم يصل الطلب في موعده' }] }],
      });
    if (url.includes('ticket/inquiries-types'))
      return jsonResponse(200, { success: 1, feed: [{ id: 7, title: 'الأسعار' }] });
    if (url.includes('ticket/ticket-instructions'))
      return jsonResponse(200, { success: 1, feed: { instructions: ['اكتب بوضوح'], target_hours: 24 } });
    if (url.includes('order/search')) {
      const { codes } = JSON.parse(String(init?.body)) as { codes: string };
      const feed = codes === order.code ? [order] : [];
      return jsonResponse(200, { success: 1, feed, feed_count: feed.length, not_found: [] });
    }
    return jsonResponse(404, { success: 0, error_msg: 'not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);

  const sent: { url: string; body: FormData }[] = [];
  class RecordingRequest {
    upload = {};
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      sent.push({ url: this.url, body });
    }
  }
  vi.stubGlobal('XMLHttpRequest', RecordingRequest);
  return sent;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  // Mantine's select names its input and its list by the same label: the input is the one typed in.
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT')!;
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('the ticket wizard', { timeout: 30_000 }, () => {
  it('asks a complaint for its order, then its problem type and title, and sends them', async () => {
    const sent = stubTicketApi();
    const user = userEvent.setup();
    renderWithProviders(<TicketWizard start={{}} onCreated={vi.fn()} />);

    await screen.findByText('اكتب بوضوح');
    await user.click(button(t.actions.next));

    // The order: required, and it must be one of the merchant's.
    const code = screen.getByLabelText(t.entity.orderCode);
    expect(button(t.actions.next).disabled).toBe(true);
    await user.type(code, '999');
    await user.click(button(t.actions.next));
    expect(await screen.findByText(t.entity.notFound)).toBeTruthy();
    await user.clear(code);
    await user.type(code, order.code);
    await user.click(button(t.actions.next));

    // The problem: a type and one of its titles.
    await screen.findAllByLabelText(t.problem.type);
    expect(button(t.actions.next).disabled).toBe(true);
    await choose(user, t.problem.type, 'تأخير');
    expect(button(t.actions.next).disabled).toBe(true);
    await choose(user, t.problem.title, 'لم يصل الطلب في موعده');
    await user.click(button(t.actions.next));

    await user.type(screen.getByLabelText(t.details.description), 'تأخر الطلب ثلاثة أيام');
    await user.click(button(t.actions.next));
    expect(screen.getByText('تأخير – لم يصل الطلب في موعده')).toBeTruthy();
    await user.click(button(t.actions.send));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toContain('/api/client/ticket/create');
    expect(Object.fromEntries(sent[0]!.body.entries())).toEqual({
      type: '1',
      description: 'تأخر الطلب ثلاثة أيام',
      entity_id: '16',
      mission_complaint: '0',
      complaint_type_id: '3',
      complaint_type_title_id: '31',
    });
  });

  it('asks an inquiry for its type only and a description of three letters at least', async () => {
    const sent = stubTicketApi();
    const user = userEvent.setup();
    renderWithProviders(<TicketWizard start={{}} onCreated={vi.fn()} />);

    await user.click(await screen.findByRole('radio', { name: t.type.inquiry }));
    await user.click(button(t.actions.next));
    expect(screen.queryByLabelText(t.entity.orderCode)).toBeNull();
    expect(button(t.actions.next).disabled).toBe(true);
    await choose(user, t.problem.inquiry, 'الأسعار');
    await user.click(button(t.actions.next));

    await user.type(screen.getByLabelText(t.details.description), 'ك');
    expect(screen.getByText(t.details.tooShort)).toBeTruthy();
    expect(button(t.actions.next).disabled).toBe(true);
    await user.type(screen.getByLabelText(t.details.description), 'م السعر؟');
    await user.click(button(t.actions.next));
    await user.click(button(t.actions.send));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!.body.entries())).toEqual({
      type: '2',
      description: 'كم السعر؟',
      inquiry_type_id: '7',
    });
  });
});
