import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import { createContentRepository } from './content.repository';
import { contentRoutes } from './content.routes';
import { createContentService } from './content.service';

export function composeContent({ db }: ComposeKit) {
  const content = createContentService({ content: createContentRepository(db) });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(contentRoutes), { content });
  };
  return { content, client };
}
