import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionFromFields, sessionStore } from '@/lib/session-store';
import walkthroughAr from '@/locales/ar/walkthrough.json';
import { jsonResponse, sessionFields } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { WalkthroughModal } from './walkthrough-modal';

const progress = (current: number) =>
  walkthroughAr.progress.replace('{{current}}', String(current)).replace('{{total}}', '4');

function openAsNewUser(answers: Response[]) {
  sessionStore.set(sessionFromFields(sessionFields({ walkthrough: 0 })));
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answers.shift()!);
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<WalkthroughModal opened onClose={() => undefined} />);
  return fetchMock;
}

describe('the new user’s walkthrough (spec §2, §4)', () => {
  it('goes through its four steps forward and back', async () => {
    const user = userEvent.setup();
    openAsNewUser([]);
    expect(await screen.findByText(progress(1))).toBeDefined();
    expect(screen.getByText(walkthroughAr.steps.orders.title)).toBeDefined();
    expect(screen.queryByRole('button', { name: walkthroughAr.back })).toBeNull();

    for (const step of [2, 3, 4]) {
      await user.click(screen.getByRole('button', { name: walkthroughAr.next }));
      expect(screen.getByText(progress(step))).toBeDefined();
    }
    expect(screen.getByText(walkthroughAr.steps.support.title)).toBeDefined();
    expect(screen.queryByRole('button', { name: walkthroughAr.next })).toBeNull();

    await user.click(screen.getByRole('button', { name: walkthroughAr.back }));
    expect(screen.getByText(walkthroughAr.steps.balance.title)).toBeDefined();
  });

  it('is marked done only once the server accepted it', async () => {
    const user = userEvent.setup();
    const fetchMock = openAsNewUser([
      jsonResponse(500, { success: 0, code: 'INTERNAL', error_msg: 'not saved' }),
      jsonResponse(200, { success: 1 }),
    ]);
    for (let i = 0; i < 3; i++)
      await user.click(await screen.findByRole('button', { name: walkthroughAr.next }));

    await user.click(screen.getByRole('button', { name: walkthroughAr.finish }));
    expect(await screen.findByText('not saved')).toBeDefined();
    expect(sessionStore.get()?.walkthrough).toBe(0);

    await user.click(screen.getByRole('button', { name: walkthroughAr.finish }));
    await waitFor(() => expect(sessionStore.get()?.walkthrough).toBe(1));
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([
      ['/api/client/user/walkthrough', 'POST'],
      ['/api/client/user/walkthrough', 'POST'],
    ]);
  });
});
