import { describe, expect, it } from 'vitest';
import { contentDisposition } from './send-file';

describe('contentDisposition', () => {
  it('sends a plain name as is', () => {
    expect(contentDisposition('missions-2030-01-01_2030-01-02.xlsx')).toBe(
      'attachment; filename="missions-2030-01-01_2030-01-02.xlsx"',
    );
  });

  it('never lets a name break the header', () => {
    const header = contentDisposition('a"b\r\nSet-Cookie: x=1;/..\\c.xlsx');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('"').length).toBe(3);
    expect(header).toBe(
      `attachment; filename="a_b__Set-Cookie__x_1__.._c.xlsx"; filename*=UTF-8''a%22b%0D%0ASet-Cookie%3A%20x%3D1%3B%2F..%5Cc.xlsx`,
    );
  });

  it('keeps an Arabic name exactly in filename*', () => {
    const header = contentDisposition('مهام.xlsx');
    expect(header).toContain(`filename*=UTF-8''${encodeURIComponent('مهام.xlsx')}`);
    expect(header).toContain('filename="____.xlsx"');
  });
});
