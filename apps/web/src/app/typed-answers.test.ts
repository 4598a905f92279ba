import {
  advancedSearchResponseSchema,
  appConfigSchema,
  areasResponseSchema,
  branchesResponseSchema,
  captainsResponseSchema,
  chatConversationListResponseSchema,
  chatMessagesResponseSchema,
  chatUnreadResponseSchema,
  governmentsResponseSchema,
  notificationFetchResponseSchema,
  notificationReadAllResponseSchema,
  okSchema,
  orderListResponseSchema,
  productListResponseSchema,
  reasonsResponseSchema,
  surveyResponseSchema,
  surveySubmitResponseSchema,
  unreadTicketsResponseSchema,
  type ChatConversation,
  type Order,
} from '@courier/contracts';
import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAppConfig } from '@/features/app-config/api/get-app-config';
import { confirmRestored } from '@/features/auth/api/confirm-restored';
import { useUnreadChats } from '@/features/chat/api/chat-queries';
import { clientChat } from '@/features/chat/api/chat-source';
import { markNotificationsRead } from '@/features/notifications/api/mark-notifications-read';
import { answerSurvey } from '@/features/survey/api/answer-survey';
import { getSurvey } from '@/features/survey/api/get-survey';
import { useUnreadTickets } from '@/features/tickets/api/get-unread-tickets';
import { completeWalkthrough } from '@/features/walkthrough/api/complete-walkthrough';
import { advancedSearchOrders } from '@/features/orders/api/advanced-search-orders';
import { getOrders } from '@/features/orders/api/get-orders';
import { getNotifications } from '@/features/notifications/api/get-notifications';
import { getAreas } from '@/lib/lookups/get-areas';
import { getBranches } from '@/lib/lookups/get-branches';
import { getCaptains } from '@/lib/lookups/get-captains';
import { getDelayReasons } from '@/lib/lookups/get-delay-reasons';
import { getGovernments } from '@/lib/lookups/get-governments';
import { getProductChoices } from '@/lib/lookups/get-product-choices';
import { jsonResponse } from '@/test/fixtures';

/**
 * The calls a list page and the shell make at start read their answers typed, without zod (decision 006,
 * sixth pass): the server already serialises each through its contracts schema. That is only the same
 * data as parsing gave while the schema changes nothing it reads (no transform, default, coercion or
 * preprocess). Each case: a server answer as JSON (optional fields left out, so a `.default()` would
 * show), what the call returns, and what parsing it with the schema returns; they must be equal.
 */

const order: Order = {
  id: 16,
  code: '10000016',
  bar_code: null,
  invoice_number: 'INV-7',
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
  sent_at: '2026-11-21',
  delivery_date: null,
  execution_date: null,
  return_to_sender_date: null,
  deposit_date: null,
  delay_date: null,
  return_reason: null,
  captain_id: 3,
  captain: 'كريم',
  branch_id: 2,
  branch: 'فرع مدينة نصر',
  status: 2,
  is_urgent: 0,
  return_requested: 1,
  resend: {
    type: 2,
    government_id: 1,
    government: 'القاهرة',
    area_id: 5,
    area: 'المعادي',
    address: 'شارع 9',
    phone: '01000000000',
    requested_at: '2026-11-22T10:00:00.000Z',
  },
  rate: null,
  updated_at: '2026-11-22T10:00:00.000Z',
  actions: ['cancel', 'archive'],
};

const conversation: ChatConversation = {
  id: 4,
  kind: 'order',
  subject_id: 16,
  code: '10000016',
  last_message: 'تم',
  last_message_id: 30,
  last_message_at: '2026-11-22T10:00:00.000Z',
  unread: 1,
  client_id: 3,
  client_name: 'متجر التجربة',
  waiting_since: null,
  assigned_user: null,
};

/** A query hook's data once its answer arrived (a fresh cache each time). */
async function hookData(useHook: () => UseQueryResult) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  const { result } = renderHook(useHook, { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  return result.current.data;
}

interface Case {
  name: string;
  answer: Record<string, unknown>;
  schema: { parse(data: unknown): unknown };
  call: () => Promise<unknown>;
  /** What the call returns of the parsed answer (the whole answer unless said). */
  pick?: (parsed: never) => unknown;
}

const named = (rows: Record<string, unknown>[]) => ({ success: 1, feed: rows });
const feed = (parsed: { feed: unknown }) => parsed.feed;

const cases: Case[] = [
  {
    name: 'an order list page (getOrders)',
    answer: { success: 1, feed: [order], feed_count: 21, max_order_updated_at: '2026-11-22T10:00:00.000Z' },
    schema: orderListResponseSchema,
    call: () => getOrders('SavedOrder', { page: 1, perPage: 20, filters: {} }),
  },
  {
    name: 'an advanced search page (advancedSearchOrders)',
    answer: { success: 1, feed: [order], feed_count: 1000, feed_count_capped: true },
    schema: advancedSearchResponseSchema,
    call: () => advancedSearchOrders({ code: '1000' }, 1, 20),
  },
  {
    name: "the bell's notifications (getNotifications)",
    answer: {
      success: 1,
      feed: [
        {
          id: 9,
          type: 1,
          type_key: 'order_status',
          message: 'تم تسليم الطلب 10000016',
          subject_kind: 'order',
          subject_id: 16,
          subject_code: '10000016',
          is_read: 0,
          created_at: '2026-11-22T10:00:00.000Z',
        },
      ],
      feed_count: 1,
      unread_count: 1,
      max_notification_id: 9,
    },
    schema: notificationFetchResponseSchema,
    call: () => getNotifications({ page: 1, perPage: 5 }),
  },
  {
    name: 'the governorates (getGovernments)',
    answer: named([{ id: 1, name: 'القاهرة' }]),
    schema: governmentsResponseSchema,
    call: () => getGovernments(),
    pick: feed,
  },
  {
    name: "a governorate's areas (getAreas)",
    answer: named([{ id: 4, name: 'مدينة نصر', government_id: 1 }]),
    schema: areasResponseSchema,
    call: () => getAreas(1),
    pick: feed,
  },
  {
    name: 'the branches (getBranches)',
    answer: named([
      { id: 2, name: 'فرع مدينة نصر', phone: '0222222222', address: 'عباس العقاد', government_id: 1 },
    ]),
    schema: branchesResponseSchema,
    call: () => getBranches(''),
    pick: feed,
  },
  {
    name: 'the captains (getCaptains)',
    answer: named([{ id: 3, name: 'كريم', phone: '01011111111', branch_id: 2, branch: 'فرع مدينة نصر' }]),
    schema: captainsResponseSchema,
    call: () => getCaptains('ك'),
    pick: feed,
  },
  {
    name: 'the delay reasons (getDelayReasons)',
    answer: named([{ id: 5, name: 'العميل لا يرد' }]),
    schema: reasonsResponseSchema,
    call: () => getDelayReasons(),
    pick: feed,
  },
  {
    name: 'the product choices (getProductChoices)',
    answer: {
      success: 1,
      feed: {
        data: [
          {
            id: 7,
            product_id: 7,
            product_name: 'قميص',
            code_sky: 'SKU-7',
            quantity: 1,
            selected: false,
            created_at: '2026-11-20T09:15:00.000Z',
          },
        ],
        current_page: 1,
        per_page: 100,
        total: 1,
        last_page: 1,
        next_page_url: null,
        prev_page_url: null,
      },
    },
    schema: productListResponseSchema,
    call: () => getProductChoices(),
    pick: (parsed: { feed: { data: unknown } }) => parsed.feed.data,
  },
  // The shell's calls at start (the chat and tickets counts, the bell, the runtime settings, the
  // onboarding modals): none loads zod before the page is interactive.
  {
    name: 'the runtime settings (getAppConfig)',
    answer: {
      success: 1,
      idle_timeout_ms: 1_800_000,
      idle_warning_ms: 60_000,
      connectivity_interval_ms: 2_000,
      starred_pages_limit: 10,
      branches_count: 50,
      amount_ceiling: 1_000_000,
    },
    schema: appConfigSchema,
    call: () => getAppConfig(),
    pick: ({ success: _success, ...config }: { success: 1 }) => config,
  },
  {
    name: 'the unread chats count (useUnreadChats)',
    answer: { success: 1, feed: { count: 2 } },
    schema: chatUnreadResponseSchema,
    call: () => hookData(useUnreadChats),
  },
  {
    name: 'the unread tickets count (useUnreadTickets)',
    answer: { success: 1, feed: { count: 1 } },
    schema: unreadTicketsResponseSchema,
    call: () => hookData(() => useUnreadTickets()),
  },
  {
    name: "a chat list (clientChat's conversations)",
    answer: {
      success: 1,
      feed: {
        data: [conversation],
        current_page: 1,
        last_page: 1,
        per_page: 20,
        total: 1,
        max_message_id: 30,
        unread_conversations: 1,
      },
    },
    schema: chatConversationListResponseSchema,
    call: () => clientChat.conversations('order', { page: 1, perPage: 20 }),
  },
  {
    name: "a chat (clientChat's messages)",
    answer: {
      success: 1,
      feed: {
        conversation,
        messages: [
          {
            id: 30,
            conversation_id: 4,
            message: 'تم',
            from: 'staff',
            author_name: 'الدعم',
            latitude: 30.05,
            longitude: 31.25,
            files: [
              {
                id: 8,
                file_name: 'إيصال.pdf',
                file_size: 2048,
                mime: 'application/pdf',
                is_image: 0,
                url: 'files/8',
                thumb_url: null,
              },
            ],
            created_at: '2026-11-22T10:00:00.000Z',
          },
        ],
        has_more: 0,
      },
    },
    schema: chatMessagesResponseSchema,
    call: () => clientChat.messages({ kind: 'order', id: 16 }, undefined),
  },
  {
    name: 'reading the bell (markNotificationsRead)',
    answer: { success: 1, unread_count: 0 },
    schema: notificationReadAllResponseSchema,
    call: () => markNotificationsRead(9),
  },
  {
    name: 'the survey (getSurvey)',
    answer: {
      success: 1,
      survey: {
        id: 1,
        title: 'رأيك يهمنا',
        description: null,
        questions: [
          { id: 1, kind: 'rating', question: 'ما تقييمك؟', required: true, options: [] },
          {
            id: 2,
            kind: 'choice',
            question: 'كيف عرفتنا؟',
            required: false,
            options: [{ id: 1, label: 'صديق' }],
          },
        ],
      },
      available_surveys: 1,
    },
    schema: surveyResponseSchema,
    call: () => getSurvey(),
  },
  {
    name: 'answering the survey (answerSurvey)',
    answer: { success: 1, error_msg: 'شكرًا لك', available_surveys: 0 },
    schema: surveySubmitResponseSchema,
    call: () => answerSurvey({ survey_id: 1, answers: [] }),
  },
  {
    name: 'a restored account confirmed (confirmRestored)',
    answer: { success: 1 },
    schema: okSchema,
    call: () => confirmRestored(),
  },
  {
    name: 'the walkthrough done (completeWalkthrough)',
    answer: { success: 1 },
    schema: okSchema,
    call: () => completeWalkthrough(),
  },
];

describe('answers typed without parsing', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(cases)('$name: the same data parsing gave', async ({ answer, schema, call, pick }) => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, answer));
    const received = await call();
    // The server's JSON, read the way parsing it with the contracts schema would have (same keys, same
    // types: dates and amounts stay strings, ids numbers, nothing added or dropped).
    const parsed = schema.parse(JSON.parse(JSON.stringify(answer)));
    expect(received).toStrictEqual(pick ? pick(parsed as never) : parsed);
    expect(parsed).toStrictEqual(answer);
  });
});
