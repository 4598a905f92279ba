/** Query keys of the store plugins page. */
export const storePluginKeys = {
  all: ['store-plugins'] as const,
  connections: () => [...storePluginKeys.all, 'connections'] as const,
  /** A connection's secret revealed in this tab (never fetched by itself). */
  secret: (id: number) => [...storePluginKeys.all, 'secret', id] as const,
};
