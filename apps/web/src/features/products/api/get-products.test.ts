import { describe, expect, it } from 'vitest';
import { nextPageOf } from './get-products';

describe('nextPageOf', () => {
  it('reads the page of the paginator’s next_page_url, relative or absolute', () => {
    expect(nextPageOf('/api/client/products?page=3&paginate=10&search=a')).toBe(3);
    expect(nextPageOf('https://portal.example/api/client/products?paginate=10&page=2')).toBe(2);
  });

  it('ends the list at null or a URL without a page', () => {
    expect(nextPageOf(null)).toBeUndefined();
    expect(nextPageOf('/api/client/products?paginate=10')).toBeUndefined();
    expect(nextPageOf('/api/client/products?page=x')).toBeUndefined();
  });
});
