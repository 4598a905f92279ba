import type { ComposeKit } from '../../compose-kit';
import { createIdempotencyRepository } from './idempotency.repository';
import { createIdempotencyService } from './idempotency.service';

export function composeIdempotency({ transaction }: ComposeKit) {
  return { idempotent: createIdempotencyService({ keys: createIdempotencyRepository(), transaction }) };
}
