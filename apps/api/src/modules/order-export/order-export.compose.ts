import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import { createOrderExportRepository } from './order-export.repository';
import { orderExportRoutes } from './order-export.routes';
import { createOrderExportService } from './order-export.service';

export function composeOrderExport({ db }: ComposeKit, { rowsAsJson }: { rowsAsJson: boolean }) {
  const orderExports = createOrderExportService({
    exports: createOrderExportRepository(db, { rowsAsJson }),
  });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(orderExportRoutes), { exports: orderExports });
  };
  return { orderExports, client };
}
