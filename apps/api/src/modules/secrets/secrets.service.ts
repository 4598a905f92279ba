import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretsRepository } from './secrets.repository';

/**
 * Named server secrets, generated on first use and kept in the database so every instance and every
 * restart derives the same values from them. Cached in memory after the first read.
 */
export function createSecretsService({ secrets }: { secrets: SecretsRepository }) {
  const cache = new Map<string, Promise<Buffer>>();
  const service = {
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

    /** Seals and opens values under the secret `name` (AES-256-GCM, see createSealer). */
    sealer: (name: string) => createSealer(service.get, name),
  };
  return service;
}

export type Sealer = ReturnType<typeof createSealer>;
export type SecretsService = ReturnType<typeof createSecretsService>;

/**
 * AES-256-GCM under one named server secret, for values the portal must show again (an API key, a
 * webhook token or signing secret). Sealed values are `iv.tag.ciphertext` (base64url); `binding` is the
 * additional data (e.g. `client:7`), so a value copied to another row or column does not open.
 */
function createSealer(get: (name: string) => Promise<Buffer>, secretName: string) {
  return {
    async seal(value: string, binding: string): Promise<string> {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await get(secretName), iv);
      cipher.setAAD(Buffer.from(binding));
      const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },

    async unseal(sealed: string, binding: string): Promise<string> {
      const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', await get(secretName), iv!);
      decipher.setAAD(Buffer.from(binding));
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
  };
}
