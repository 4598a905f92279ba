import { apiTestKeyPrefix } from '@courier/contracts';
import type { FastifyRequest } from 'fastify';
import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { sessionOf } from '../../http/auth-guard';
import { merchantApiDocsRoute } from './v1-docs.routes';
import { named } from '../../http/plugin-name';
import type { LookupsService } from '../lookups/lookups.service';
import type { OrdersService } from '../orders/orders.service';
import type { SecretsService } from '../secrets/secrets.service';
import type { TicketsService } from '../tickets/tickets.service';
import { apiPageRoutes } from './api-page.routes';
import { createMerchantApiRepository } from './merchant-api.repository';
import { createMerchantApiService, type MerchantApiService, type StepUpOtp } from './merchant-api.service';
import { v1Routes } from './v1.routes';
import { createTestKeysRepository } from './test-keys.repository';
import { testKeyPageRoutes, v1TestRoutes } from './test-mode.routes';
import { createTestModeService } from './test-mode.service';

/** The merchant API (decision 029): the OTP-gated API page and /api/v1 on the portal's services. */
export function composeMerchantApi(
  { db, clock, config }: ComposeKit,
  given: {
    stepUp: StepUpOtp;
    secrets: SecretsService;
    orders: OrdersService;
    tickets: TicketsService;
    lookups: LookupsService;
  },
) {
  const { stepUp, secrets, orders, tickets, lookups } = given;
  const liveApi = createMerchantApiService({
    keys: createMerchantApiRepository(db),
    stepUp,
    secrets,
    orders,
    clock,
    graceHours: config.ROTATION_GRACE_HOURS,
  });
  const testMode = createTestModeService({ keys: createTestKeysRepository(db), secrets, orders, clock });
  // A test key (cp_test_…) is test mode's caller (decision 074); any other token is the live key's.
  const merchantApi: MerchantApiService = {
    ...liveApi,
    authenticate: (token) =>
      token?.startsWith(apiTestKeyPrefix) ? testMode.authenticate(token) : liveApi.authenticate(token),
  };
  const client: ScopeRoutes = async (api) => {
    await api.register(named(apiPageRoutes), { merchantApi });
    await api.register(named(testKeyPageRoutes), { merchantApi, testMode });
  };
  const v1: ScopeRoutes = async (v1) => {
    await v1.register(named(merchantApiDocsRoute));
    await v1.register(named(v1Routes), { merchantApi, orders, tickets, lookups });
    await v1.register(named(v1TestRoutes), { testMode });
  };
  return { merchantApi, client, v1 };
}

/**
 * The merchant API page's unlock, which guards the webhooks and store plugins routes: those modules are
 * composed before this one, so the guard reads it through `later` while serving a request.
 */
export function merchantApiUnlock(later: {
  merchantApi: () => { merchantApi: Pick<MerchantApiService, 'requireUnlocked'> };
}) {
  return {
    requireUnlocked: (request: FastifyRequest) =>
      later.merchantApi().merchantApi.requireUnlocked(sessionOf(request)),
  };
}
