/** Query keys of the store plugins page. */
export const storePluginKeys = {
  all: ['store-plugins'] as const,
  connections: () => [...storePluginKeys.all, 'connections'] as const,
  /** A connection's secret revealed in this tab (never fetched by itself). */
  secret: (id: number) => [...storePluginKeys.all, 'secret', id] as const,
  /** A connection's write-back log (decision 075): its latest attempts. */
  deliveries: (id: number) => [...storePluginKeys.all, 'deliveries', id] as const,
};
