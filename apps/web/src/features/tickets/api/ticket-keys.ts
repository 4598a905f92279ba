import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Query keys of the support tickets (one factory; mutations invalidate `all`). */
export const ticketKeys = {
  all: ['tickets'] as const,
  list: (query: Record<string, unknown>, lang: string) => ['tickets', 'list', query, lang] as const,
  show: (id: number, lang: string) => ['tickets', 'show', id, lang] as const,
  log: (id: number, lang: string) => ['tickets', 'log', id, lang] as const,
  unread: ['tickets', 'unread'] as const,
  types: (kind: 'complaint' | 'inquiry', lang: string) => ['tickets', 'types', kind, lang] as const,
  instructions: (lang: string) => ['tickets', 'instructions', lang] as const,
};

export function useInvalidateTickets() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ticketKeys.all }), [client]);
}
