import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { collectIfLean } from '../../db/embedded-engine';
import { named } from '../../http/plugin-name';
import type { LookupsService } from '../lookups/lookups.service';
import type { OrdersService } from '../orders/orders.service';
import { createOrderImportRepository } from './order-import.repository';
import { orderImportRoutes } from './order-import.routes';
import { createOrderImportService } from './order-import.service';

export function composeOrderImport(
  { db, clock, config, transaction }: ComposeKit,
  given: {
    orders: OrdersService;
    lookups: LookupsService;
    /** A full collection before a large import's insert (V8's on the lean embedded engine by default). */
    collectGarbage?: () => void;
  },
) {
  const { orders, lookups } = given;
  const collectGarbage = given.collectGarbage ?? collectIfLean;
  const orderImports = createOrderImportService({
    orders,
    lookups,
    imports: createOrderImportRepository(db),
    transaction,
    clock,
    collectGarbage,
    settings: {
      parseTimeoutMs: config.IMPORT_PARSE_TIMEOUT_MS,
      maxConcurrent: config.IMPORT_CONCURRENCY,
      maxConcurrentPerClient: config.IMPORT_CONCURRENCY_PER_CLIENT,
    },
  });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(orderImportRoutes), { imports: orderImports });
  };
  return { orderImports, client };
}
