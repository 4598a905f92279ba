import { Notifications } from '@mantine/notifications';

/** The toast container, in its own chunk: toasts raised before it mounts wait in the store. */
export function NotificationsHost() {
  return <Notifications position="top-center" limit={3} />;
}
