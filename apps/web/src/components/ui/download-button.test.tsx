import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DownloadButton } from './download-button';

const saved = vi.hoisted(() => [] as { name: string }[]);
vi.mock('@/lib/save-file', () => ({
  saveFile: (_blob: Blob, name: string) => saved.push({ name }),
}));

const texts = {
  button: 'Export',
  preparing: 'Preparing',
  receiving: (received: string) => `Received ${received}`,
  cancel: 'Cancel',
  done: 'Saved',
  fileName: 'fallback.xlsx',
};

describe('DownloadButton', () => {
  it('saves the file under the name the server gave, or the fallback, with the abort signal passed', async () => {
    const user = userEvent.setup();
    const download = vi
      .fn()
      .mockResolvedValueOnce({ blob: new Blob(['x']), fileName: 'orders-2026-12-06.xlsx' })
      .mockResolvedValueOnce({ blob: new Blob(['y']), fileName: null });
    renderWithProviders(<DownloadButton texts={texts} download={download} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await screen.findByRole('button', { name: 'Export' });
    expect(download.mock.calls[0]![0].signal).toBeInstanceOf(AbortSignal);
    expect(saved.map((s) => s.name)).toEqual(['orders-2026-12-06.xlsx', 'fallback.xlsx']);
  });
});
