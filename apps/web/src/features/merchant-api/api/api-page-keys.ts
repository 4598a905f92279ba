/** Query keys of the API page (decision 029). */
export const apiPageKeys = {
  all: ['api-page'] as const,
  status: () => [...apiPageKeys.all, 'status'] as const,
  key: () => [...apiPageKeys.all, 'key'] as const,
  /** The revealed key, kept for this tab only so the documentation pages can fill their examples. */
  revealed: () => [...apiPageKeys.all, 'revealed'] as const,
  /** The test key (decision 074), masked, and in full once revealed or made in this tab. */
  testKey: () => [...apiPageKeys.all, 'test-key'] as const,
  testKeyRevealed: () => [...apiPageKeys.all, 'test-key', 'revealed'] as const,
  webhooks: () => [...apiPageKeys.all, 'webhooks'] as const,
  webhookSettings: () => [...apiPageKeys.webhooks(), 'settings'] as const,
  /** The signing secret in full, once revealed or rotated in this tab (never fetched by itself). */
  webhookSecret: () => [...apiPageKeys.webhooks(), 'secret'] as const,
  deliveries: () => [...apiPageKeys.webhooks(), 'deliveries'] as const,
  deliveriesPage: (page: number, perPage: number) =>
    [...apiPageKeys.deliveries(), { page, perPage }] as const,
};
