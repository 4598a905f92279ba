import { AppError } from '../../http/app-error';

/**
 * How many spreadsheet imports run at once, per client and on this server. A parse is CPU and memory
 * bound: past the limits an upload is refused at once with 429 and Retry-After instead of queueing, so
 * a burst of files (or of bombs) cannot take the server from everyone else. Counts are per process.
 */
export interface ImportGateLimits {
  perServer: number;
  perClient: number;
}

/** A typical upload takes a few seconds; the client may try again after this. */
export const importRetryAfterSeconds = 5;

export function createImportGate(limits: ImportGateLimits) {
  let running = 0;
  const byClient = new Map<number, number>();
  return {
    /** Takes a slot for the client or throws 429; call the returned function exactly once when done. */
    enter(clientId: number): () => void {
      const mine = byClient.get(clientId) ?? 0;
      if (running >= limits.perServer || mine >= limits.perClient)
        throw new AppError('TOO_MANY_REQUESTS', { retryAfter: importRetryAfterSeconds });
      running++;
      byClient.set(clientId, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running--;
        const left = (byClient.get(clientId) ?? 1) - 1;
        if (left > 0) byClient.set(clientId, left);
        else byClient.delete(clientId);
      };
    },
  };
}
