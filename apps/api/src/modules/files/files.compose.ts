import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import { createFilesRepository } from './files.repository';
import { filesRoutes, opsAttemptFilesRoutes, opsFilesRoutes } from './files.routes';
import { createFilesService, fileStoreOf } from './files.service';

export function composeFiles({ db, config }: ComposeKit) {
  const files = createFilesService({
    files: createFilesRepository(db),
    store: fileStoreOf(config),
    quotaMb: config.FILES_QUOTA_MB,
  });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(filesRoutes), { files });
  };
  const ops: ScopeRoutes = async (ops) => {
    await ops.register(named(opsFilesRoutes), { files });
    await ops.register(named(opsAttemptFilesRoutes), { files });
  };
  // The merchant API reads its orders' delivery proofs with its key (decision 065): the same tenant check.
  const v1: ScopeRoutes = async (v1) => {
    await v1.register(named(filesRoutes), { files });
  };
  return { files, client, ops, v1 };
}
