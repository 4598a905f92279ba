/** Paging as it travels in the URL: bad or missing values fall back to the first page of 20. */
export const perPageOptions = [10, 20, 50, 100] as const;

export function pageFrom(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

export function perPageFrom(value: string | null | undefined): number {
  const perPage = Number(value);
  return (perPageOptions as readonly number[]).includes(perPage) ? perPage : 20;
}
