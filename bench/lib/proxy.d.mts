// Types of proxy.mjs, for the TypeScript tests that use it (apps/api/test/resilience).
export interface Proxy {
  url: string;
  /** How many requests were sent again to another upstream. */
  retried(): number;
  close(): Promise<void>;
}

export function createProxy(targets: string[], port?: number): Promise<Proxy>;

export function startProxy(
  port: number,
  targets: string[],
): Promise<{ url: string; pid: number; stop(): Promise<void> }>;
