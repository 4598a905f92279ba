import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import { createOrderExportRepository } from './order-export.repository';
import { orderExportRoutes } from './order-export.routes';
import { createOrderExportService, type DeskFilter } from './order-export.service';
import { opsOrderExportRoutes } from './ops-order-export.routes';

export function composeOrderExport(
  { db, clock }: ComposeKit,
  { rowsAsJson, staffMoves }: { rowsAsJson: boolean; staffMoves: DeskFilter },
) {
  const orderExports = createOrderExportService({
    exports: createOrderExportRepository(db, { rowsAsJson }),
  });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(orderExportRoutes), { exports: orderExports });
  };
  const ops: ScopeRoutes = async (api) => {
    await api.register(named(opsOrderExportRoutes), { exports: orderExports, staffMoves, clock });
  };
  return { orderExports, client, ops };
}
