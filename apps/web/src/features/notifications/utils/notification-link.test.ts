import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-link';

describe('notificationLink', () => {
  it('leads a chat message to that chat (an order’s by id, a mission’s by code)', () => {
    expect(
      notificationLink({ subject_kind: 'order_chat', subject_id: 42, subject_code: '10000042' }),
    ).toEqual({ to: '/apps/chat/42', labelKey: 'list.openChat', code: '10000042' });
    expect(
      notificationLink({ subject_kind: 'mission_chat', subject_id: 9, subject_code: '5000009' })?.to,
    ).toBe('/apps/chat/5000009?kind=mission');
  });

  it('leads an older chat message to the conversations, an order to its details, an announcement nowhere', () => {
    expect(notificationLink({ subject_kind: 'chat', subject_id: 7, subject_code: '10000042' })).toEqual({
      to: '/apps/chat',
      labelKey: 'list.openChat',
      code: '10000042',
    });
    expect(notificationLink({ subject_kind: 'order', subject_id: 3, subject_code: '10000003' })?.to).toBe(
      '/OrderDetails/10000003',
    );
    expect(notificationLink({ subject_kind: null, subject_id: null, subject_code: null })).toBeNull();
  });

  it('leads a bulk move to the search of exactly its orders (issue 35.8)', () => {
    expect(
      notificationLink({ subject_kind: 'orders', subject_id: 3, subject_code: '10000003,10000004' }),
    ).toEqual({ to: '/order/search?codes=10000003%2C10000004', labelKey: 'list.openOrders', code: '' });
  });
});
