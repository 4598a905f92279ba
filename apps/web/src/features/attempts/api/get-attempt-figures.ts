import { attemptFiguresResponseSchema, type AttemptFigures } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attemptKeys } from './attempt-keys';

/** `GET attempts/figures`: first-attempt success and returns, this month against the last. */
export async function getAttemptFigures(signal?: AbortSignal): Promise<AttemptFigures> {
  return (await api.get('attempts/figures', { schema: attemptFiguresResponseSchema, signal })).feed;
}

export function useAttemptFigures() {
  return useQuery(
    queryOptions({ queryKey: attemptKeys.figures(), queryFn: ({ signal }) => getAttemptFigures(signal) }),
  );
}
