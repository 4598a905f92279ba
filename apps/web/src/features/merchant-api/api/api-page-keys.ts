/** Query keys of the API page (decision 029). */
export const apiPageKeys = {
  all: ['api-page'] as const,
  status: () => [...apiPageKeys.all, 'status'] as const,
  key: () => [...apiPageKeys.all, 'key'] as const,
  /** The revealed key, kept for this tab only so the documentation pages can fill their examples. */
  revealed: () => [...apiPageKeys.all, 'revealed'] as const,
};
