import { randomBytes } from 'node:crypto';
import type { SecretsRepository } from './secrets.repository';

/**
 * Named server secrets, generated on first use and kept in the database so every instance and every
 * restart derives the same values from them. Cached in memory after the first read.
 */
export function createSecretsService({ secrets }: { secrets: SecretsRepository }) {
  const cache = new Map<string, Promise<Buffer>>();
  return {
    get(name: string): Promise<Buffer> {
      let value = cache.get(name);
      if (!value) {
        value = secrets
          .getOrCreate(name, randomBytes(32).toString('base64url'))
          .then((v) => Buffer.from(v, 'base64url'));
        value.catch(() => cache.delete(name));
        cache.set(name, value);
      }
      return value;
    },
  };
}

export type SecretsService = ReturnType<typeof createSecretsService>;
