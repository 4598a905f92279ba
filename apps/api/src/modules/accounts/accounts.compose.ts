import type { FastifyInstance } from 'fastify';
import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { demoAccounts } from '../../db/seed/seed';
import { named } from '../../http/plugin-name';
import type { SuppliesService } from '../supplies/supplies.service';
import { createAccountsRepository } from './accounts.repository';
import { accountsRoutes } from './accounts.routes';
import { createAccountsService, type AccountsService } from './accounts.service';
import { createOpsClientsRepository } from './ops-clients.repository';
import { opsClientsRoutes } from './ops-clients.routes';
import { createOpsClientsService, type OpsClientsDeps } from './ops-clients.service';

/** The accounts (every module's first need) and the client's routes. */
export function composeAccounts({ db }: ComposeKit) {
  const accounts = createAccountsService({ accounts: createAccountsRepository(db) });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(accountsRoutes), { accounts });
  };
  return { accounts, client };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** True when the demo accounts exist (server.ts then prints them outside production). */
    demoAccountsPresent(): Promise<boolean>;
  }
}

/** `app.demoAccountsPresent()`: server.ts prints the demo accounts only when they exist. */
export function decorateDemoAccounts(app: FastifyInstance, accounts: AccountsService) {
  app.decorate(
    'demoAccountsPresent',
    async () => (await accounts.findByEmail(demoAccounts[0]!.email)) !== null,
  );
}

/** The ops clients desk (issue 7 §5): composed after the supplies and the missions desk it reads. */
export function composeOpsClients(
  { db, clock }: ComposeKit,
  given: {
    supplies: SuppliesService;
    opsMissions: { latestOfClient: OpsClientsDeps['latestMissions'] };
    tellClient: OpsClientsDeps['tellClient'];
  },
) {
  const { supplies, opsMissions, tellClient } = given;
  const opsClients = createOpsClientsService({
    clients: createOpsClientsRepository(db),
    supplies,
    latestMissions: (clientId, lang) => opsMissions.latestOfClient(clientId, lang),
    tellClient,
    clock,
  });
  const ops: ScopeRoutes = async (ops) => {
    await ops.register(named(opsClientsRoutes), { opsClients });
  };
  return { opsClients, ops };
}
