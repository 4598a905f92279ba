import type { ChatConversation } from '@courier/contracts';
import { chatPath } from '@/config/paths';
import type { ChatRef } from './api/chat-source';

export const conversationPath = (c: ChatConversation): string =>
  chatPath(c.kind, c.kind === 'mission' ? c.code : c.subject_id);

/** The chat a `/apps/chat/{id}` URL names (null: not a valid one). */
export function chatRefOf(id: string | undefined, kind: string | null): ChatRef | null {
  if (!id) return null;
  if (kind === 'mission') return { kind: 'mission', code: id };
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? { kind: 'order', id: n } : null;
}
