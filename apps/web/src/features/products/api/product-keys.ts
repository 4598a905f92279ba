/** Query keys of the products feature. */
export const productKeys = {
  all: ['products'] as const,
  list: (search: string) => [...productKeys.all, 'list', search] as const,
};
