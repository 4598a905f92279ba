import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endSessionIfCurrent } from '@/lib/end-session';
import { sessionStore } from '@/lib/session-store';
import { connectSocket, disconnectSocket } from '@/lib/socket';
import { IdleWatcher } from './idle-watcher';
import { useLiveInvalidation } from './live-invalidation';

/** What runs only while logged in: the one realtime socket, live invalidation and the idle logout. */
export function SessionServices({ token }: { token: string }) {
  useLiveInvalidation();
  const queryClient = useQueryClient();
  useEffect(() => {
    // The server emits session:revoked when this token is revoked (password change with
    // logout_devices, sub-user disabled): the session ends here too.
    // Staff suspend or unsuspend the client (issue 7 §5): the stored flag changes at once, so every page
    // shows (or drops) the suspended notice, and data fetched under the old rule is fetched again.
    void connectSocket(token, {
      onRevoked: (revoked) => void endSessionIfCurrent(revoked),
      onFreezed: (isFreezed) => {
        if (sessionStore.get()?.token !== token) return;
        sessionStore.update({ isFreezed });
        void queryClient.invalidateQueries();
      },
    });
    return () => disconnectSocket();
  }, [token, queryClient]);

  return <IdleWatcher />;
}
