import { Notifications } from '@mantine/notifications';
// After the component: @mantine/notifications' styles must follow core's Notification styles.
import '@mantine/notifications/styles.layer.css';

/** The toast container, in its own chunk: toasts raised before it mounts wait in the store. */
export function NotificationsHost() {
  return <Notifications position="top-center" limit={3} />;
}
