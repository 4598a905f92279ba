import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import { devOutboxRoutes } from './dev-outbox.routes';
import { createMessagingService, type Messenger } from './messaging.service';
import { createOutboxMessenger } from './outbox-messenger';
import { createOutboxRepository } from './outbox.repository';

/** The outbox, the messenger (the given provider, else the outbox) and the dev outbox's routes. */
export function composeMessaging({ db }: ComposeKit, given: { messenger?: Messenger }) {
  const outbox = createOutboxRepository(db);
  const messenger = given.messenger ?? createOutboxMessenger({ outbox });
  const messaging = createMessagingService({ outbox });
  const dev: ScopeRoutes = async (dev) => {
    await dev.register(named(devOutboxRoutes), { messaging });
  };
  return { messenger, messaging, dev };
}
