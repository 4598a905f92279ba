import {
  apiTestKeyPattern,
  apiTestKeyPrefix,
  deriveRole,
  type ApiKeyReveal,
  type ApiKeySummary,
  type Language,
  type OrderStatus,
} from '@courier/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import { isoTime } from '../../lib/iso-time';
import type { OrdersService } from '../orders/orders.service';
import type { SecretsService } from '../secrets/secrets.service';
import type { TestKeysRepository } from './test-keys.repository';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Test mode (decision 074, issue 40.8), as Stripe's: the client's test key beside its live one, made,
 * revealed and rotated on the same OTP-gated page; its caller is the admin who made it with `testMode`,
 * which makes and sees only test orders; and the test-only move.
 */
export function createTestModeService(deps: {
  keys: TestKeysRepository;
  secrets: SecretsService;
  orders: OrdersService;
  clock: Clock;
}) {
  const { keys, secrets, orders, clock } = deps;
  // Bound to the client and to test mode: a sealed live key copied here does not open.
  const sealer = secrets.sealer('api-key-sealing');
  const binding = (clientId: number) => `test:client:${clientId}`;

  const summary = (lastFour: string, at: Date): ApiKeySummary => ({
    masked: `${apiTestKeyPrefix}${'•'.repeat(28)}${lastFour}`,
    last_four: lastFour,
    created_at: isoTime(at)!,
  });

  return {
    async key(session: AuthContext): Promise<ApiKeySummary | null> {
      const stored = await keys.keyOf(session.clientId);
      return stored ? summary(stored.lastFour, stored.createdAt) : null;
    },

    async reveal(session: AuthContext): Promise<ApiKeyReveal> {
      const stored = await keys.keyOf(session.clientId);
      if (!stored) throw new AppError('NOT_FOUND');
      const key = await sealer.unseal(stored.sealed, binding(session.clientId));
      return { ...summary(stored.lastFour, stored.createdAt), key };
    },

    /** A new test key (the first, or one replacing the old at once). */
    async rotate(session: AuthContext): Promise<ApiKeyReveal> {
      const key = apiTestKeyPrefix + randomBytes(24).toString('base64url');
      const lastFour = key.slice(-4);
      const at = await keys.replaceKey(
        {
          clientId: session.clientId,
          userId: session.userId,
          keyHash: hashKey(key),
          lastFour,
          sealed: await sealer.seal(key, binding(session.clientId)),
        },
        clock.now(),
      );
      return { ...summary(lastFour, at), key };
    },

    /** A test key's caller: the live key's rules (decision 029), in test mode. */
    async authenticate(token: string): Promise<AuthContext> {
      if (!apiTestKeyPattern.test(token)) throw new AppError('API_KEY_INVALID');
      const owner = await keys.ownerByHash(hashKey(token));
      if (!owner || owner.userDisabledAt) throw new AppError('API_KEY_INVALID');
      if (owner.clientDeletedAt) throw new AppError('ACCOUNT_DELETED');
      return {
        sessionId: 0,
        userId: owner.userId,
        clientId: owner.clientId,
        role: deriveRole({ isMainClient: owner.isMain, hasCompany: owner.hasCompany }),
        isMain: owner.isMain,
        isFreezed: owner.isFreezed,
        mustSetPassword: false,
        testMode: true,
      };
    },

    /** `POST /api/v1/test/orders/{code}/move`: 403 TEST_KEY_REQUIRED with a live key. */
    move: (session: AuthContext, code: string, to: OrderStatus, lang: Language) =>
      orders.testMove(session, code, to, lang),
  };
}

export type TestModeService = ReturnType<typeof createTestModeService>;
