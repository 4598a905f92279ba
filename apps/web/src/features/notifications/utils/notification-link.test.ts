import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-link';

describe('notificationLink', () => {
  it('leads a chat message to the conversations, an order to its details, an announcement nowhere', () => {
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
});
