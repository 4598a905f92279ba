import { useEffect } from 'react';
import { endSessionIfCurrent } from '@/lib/end-session';
import { connectSocket, disconnectSocket } from '@/lib/socket';
import { IdleWatcher } from './idle-watcher';

/** What runs only while logged in: the one realtime socket and the idle logout. */
export function SessionServices({ token }: { token: string }) {
  useEffect(() => {
    // The server emits session:revoked when this token is revoked (password change with
    // logout_devices, sub-user disabled): the session ends here too.
    void connectSocket(token, { onRevoked: (revoked) => void endSessionIfCurrent(revoked) });
    return () => disconnectSocket();
  }, [token]);

  return <IdleWatcher />;
}
