import type { Notification } from '@courier/contracts';
import { generatePath } from 'react-router';
import { chatPath, paths } from '@/config/paths';

type Subject = Pick<Notification, 'subject_kind' | 'subject_id' | 'subject_code'>;

/** Where a notification leads (an order's or a mission's details, a chat) and the words naming it; null: nowhere. */
export function notificationLink(n: Subject): { to: string; labelKey: string; code: string } | null {
  if (n.subject_kind === 'order' && n.subject_code) {
    return {
      to: generatePath(paths.orderDetails.path, { code: n.subject_code }),
      labelKey: 'list.openOrder',
      code: n.subject_code,
    };
  }
  // A bulk move's orders (issue 35.8): the search page lists exactly those codes.
  if (n.subject_kind === 'orders' && n.subject_code) {
    return {
      to: `${paths.orderSearch.path}?${new URLSearchParams({ codes: n.subject_code })}`,
      labelKey: 'list.openOrders',
      code: '',
    };
  }
  if (n.subject_kind === 'mission' && n.subject_id !== null) {
    return {
      to: generatePath(paths.missionDetails.path, { id: String(n.subject_id) }),
      labelKey: 'list.openMission',
      code: n.subject_code ?? String(n.subject_id),
    };
  }
  // A chat message opens that chat: an order's by its id, a mission's by its code (decision 027).
  if (n.subject_kind === 'order_chat' && n.subject_id !== null) {
    return { to: chatPath('order', n.subject_id), labelKey: 'list.openChat', code: n.subject_code ?? '' };
  }
  if (n.subject_kind === 'mission_chat' && n.subject_code) {
    return { to: chatPath('mission', n.subject_code), labelKey: 'list.openChat', code: n.subject_code };
  }
  // Older chat notifications name only the conversation: the list, where the unread chat is marked.
  if (n.subject_kind === 'chat') {
    return { to: paths.chat.path, labelKey: 'list.openChat', code: n.subject_code ?? '' };
  }
  return null;
}
