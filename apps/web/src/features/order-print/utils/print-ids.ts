import { normalizeDigits } from '@courier/contracts';

/** The API prints at most this many orders in one job. */
export const maxPrintIds = 500;

/**
 * The order ids of a print URL (`?ids=1,2,3`): Arabic digits accepted, separators are commas (Latin or
 * Arabic) or spaces, repeats and anything that is not a positive id dropped, first `maxPrintIds` kept.
 */
export function parsePrintIds(value: string | null): number[] {
  if (!value) return [];
  const ids: number[] = [];
  const seen = new Set<number>();
  for (const part of normalizeDigits(value).split(/[\s,،]+/u)) {
    if (!/^\d{1,12}$/.test(part)) continue;
    const id = Number(part);
    if (id < 1 || !Number.isSafeInteger(id) || seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
    if (ids.length === maxPrintIds) break;
  }
  return ids;
}
