import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '../api/notification-keys';
import { useLiveNotifications } from './use-live-notifications';

/** The listeners the hook put on the socket, by event. */
const listeners = new Map<string, () => void>();
vi.mock('@/lib/socket', () => ({
  notificationsUnsureEvent: 'local:notifications-unsure',
  noteNotificationSeen: vi.fn(),
  onSocketEvent: (event: string, listener: () => void) => {
    listeners.set(event, listener);
    return () => listeners.delete(event);
  },
}));

function Live() {
  useLiveNotifications();
  return null;
}

describe('useLiveNotifications', () => {
  it('reads the bell again when the socket joined without its id (a slow bell), and stops on unmount', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { unmount } = render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Live />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    listeners.get('local:notifications-unsure')!();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.all });
    unmount();
    expect(listeners.has('local:notifications-unsure')).toBe(false);
  });
});
