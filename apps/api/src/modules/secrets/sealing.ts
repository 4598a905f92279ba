import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretsService } from './secrets.service';

/**
 * AES-256-GCM under one named server secret, for values the portal must show again (an API key, a
 * webhook token or signing secret). Sealed values are `iv.tag.ciphertext` (base64url); `binding` is the
 * additional data (e.g. `client:7`), so a value copied to another row or column does not open.
 */
export function createSealer(secrets: SecretsService, secretName: string) {
  return {
    async seal(value: string, binding: string): Promise<string> {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await secrets.get(secretName), iv);
      cipher.setAAD(Buffer.from(binding));
      const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },

    async unseal(sealed: string, binding: string): Promise<string> {
      const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', await secrets.get(secretName), iv!);
      decipher.setAAD(Buffer.from(binding));
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
  };
}

export type Sealer = ReturnType<typeof createSealer>;
