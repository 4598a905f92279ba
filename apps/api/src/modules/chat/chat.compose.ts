import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import type { FilesService } from '../files/files.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { createChatRepository } from './chat.repository';
import { chatRoutes } from './chat.routes';
import { createChatService, type ChatLive } from './chat.service';
import { opsChatRoutes } from './ops-chat.routes';

export function composeChat(
  { db, clock, transaction }: ComposeKit,
  given: {
    files: FilesService;
    notifier: NotificationsService['notifier'];
    /** The chat desk's socket events and the chat's presence (the realtime links). */
    liveFor: (desk: 'chat') => Omit<ChatLive, 'isOpen'>;
    chatOpen: ChatLive['isOpen'];
  },
) {
  const { files, notifier } = given;
  const live: ChatLive = { ...given.liveFor('chat'), isOpen: given.chatOpen };
  const chat = createChatService({
    chat: createChatRepository(db),
    files,
    transaction,
    notifier,
    live,
    clock,
  });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(chatRoutes), { chat });
  };
  const ops: ScopeRoutes = async (ops) => {
    await ops.register(named(opsChatRoutes), { chat });
  };
  return { chat, client, ops };
}
