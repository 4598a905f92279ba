// autocannon with the settings every order-list run uses, returning the few figures the benchmarks print.
import autocannon from 'autocannon';

export const loadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  duration: Number(process.env.BENCH_DURATION ?? 10),
};

/**
 * 300 sequential requests (a failure stops the benchmark), then 2 s at full concurrency: fills caches,
 * JIT and the connection pool so the measured run is steady.
 */
export async function warmUp(url, init, requests = 300) {
  for (let i = 0; i < requests; i++) {
    const res = await fetch(url, init);
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
  await autocannon({ url, ...init, connections: loadSettings.connections, duration: 2 });
}

export async function load(url, { method, headers, body }, settings = loadSettings) {
  const result = await autocannon({ url, method, headers, body, ...settings });
  const done = result['2xx'];
  return {
    rps: done / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    ok: done,
    failed: result.non2xx + result.errors + result.timeouts,
    bytes: result.throughput.total,
  };
}
