import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AttachmentList, type Attachment } from './attachment-list';

const file = (id: number, over: Partial<Attachment>): Attachment => ({
  id,
  file_name: `f${id}`,
  file_size: 1000,
  mime: 'image/jpeg',
  is_image: 1,
  url: `files/${id}`,
  thumb_url: `files/${id}?thumb=1`,
  ...over,
});

describe('AttachmentList', () => {
  it('draws an image from its thumbnail, the original only when there is none, and no preview for a PDF', async () => {
    globalThis.URL.createObjectURL ??= () => 'blob:x';
    globalThis.URL.revokeObjectURL ??= () => undefined;
    const download = vi.fn(async (_url: string) => ({ blob: new Blob(['x']), fileName: 'x' }));
    renderWithProviders(
      <AttachmentList
        files={[
          file(1, {}),
          file(2, { thumb_url: null }),
          file(3, { mime: 'application/pdf', is_image: 0, thumb_url: null }),
        ]}
        download={download}
      />,
    );
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(download.mock.calls.map(([url]) => url).sort()).toEqual(['files/1?thumb=1', 'files/2']);
  });
});
