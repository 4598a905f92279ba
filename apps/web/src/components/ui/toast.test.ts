import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast';

describe('toast', () => {
  afterEach(() => vi.restoreAllMocks());

  it('replaces the toast of the same key instead of stacking a second one', () => {
    const shown = new Map<string, string>();
    vi.spyOn(notifications, 'show').mockImplementation((n) => {
      const id = n.id ?? String(shown.size);
      if (!shown.has(id)) shown.set(id, String(n.message));
      return id;
    });
    vi.spyOn(notifications, 'hide').mockImplementation((id) => {
      shown.delete(id);
      return id;
    });
    toast.failure('انقطع الاتصال', { key: 'connectivity' });
    toast.success('عاد الاتصال', { key: 'connectivity' });
    expect([...shown.values()]).toEqual(['عاد الاتصال']);
  });
});
