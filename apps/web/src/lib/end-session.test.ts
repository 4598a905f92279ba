import { describe, expect, it } from 'vitest';
import { sessionFields } from '@/test/fixtures';
import { endSessionIfCurrent } from './end-session';
import { sessionFromFields, sessionStore } from './session-store';

describe('revocation of a token (socket session:revoked)', () => {
  it('ends the session that uses the revoked token', async () => {
    sessionStore.set(sessionFromFields(sessionFields({ access_token: 'a' })));
    await endSessionIfCurrent('a');
    expect(sessionStore.get()).toBeNull();
  });

  it('waits for a password change under way and keeps the session it brings', async () => {
    sessionStore.set(sessionFromFields(sessionFields({ access_token: 'old' })));
    let finish: () => void = () => undefined;
    const change = sessionStore.whileReplacing(
      new Promise<void>((resolve) => (finish = resolve)).then(() =>
        sessionStore.set(sessionFromFields(sessionFields({ access_token: 'new' }))),
      ),
    );
    // The revocation of the old token arrives before the answer with the new one.
    const revoked = endSessionIfCurrent('old');
    finish();
    await Promise.all([change, revoked]);
    expect(sessionStore.get()?.token).toBe('new');
    sessionStore.clear();
  });
});
