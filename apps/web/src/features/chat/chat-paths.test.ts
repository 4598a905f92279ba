import { describe, expect, it } from 'vitest';
import { chatPath } from '@/config/paths';
import { chatRefOf } from './chat-paths';

describe('chat paths', () => {
  it('names an order chat by its id and a mission chat by its code, and reads them back', () => {
    expect(chatPath('order', 42)).toBe('/apps/chat/42');
    expect(chatPath('mission', '5000001')).toBe('/apps/chat/5000001?kind=mission');
    expect(chatRefOf('42', null)).toEqual({ kind: 'order', id: 42 });
    expect(chatRefOf('5000001', 'mission')).toEqual({ kind: 'mission', code: '5000001' });
    expect(chatRefOf('abc', null)).toBeNull();
    expect(chatRefOf('0', null)).toBeNull();
    expect(chatRefOf(undefined, null)).toBeNull();
  });
});
