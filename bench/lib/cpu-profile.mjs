// Reads the V8 CPU profile a server wrote on exit (node --cpu-prof) and prints where its time went:
// self time by package (fastify, zod, pg, drizzle, the app's own bundle, node internals, GC, idle) and
// the hottest functions. Enough to tell "waiting for the database" from "busy in JavaScript".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function packageOf({ url, functionName }) {
  if (!url) return functionName; // (garbage collector), (idle), (program)
  if (/\/apps\/api\/(.*\/)?dist\/server\.mjs$/.test(url)) return 'app bundle (server.mjs)';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node internals';
  return url;
}

/** `lastSeconds`: only the samples of the end of the run (the load), not start-up and migrations. */
export function summarizeCpuProfile(dir, pid, { lastSeconds = Infinity, top = 15 } = {}) {
  const file = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile') && f.includes(`.${pid}.`))
    .sort()
    .at(-1);
  if (!file) return console.log(`  (no CPU profile for pid ${pid} in ${dir})`);
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const times = [];
  profile.timeDeltas.reduce((t, delta, i) => (times[i] = t + delta), profile.startTime);
  const from = profile.endTime - lastSeconds * 1e6;
  profile.samples.forEach((id, i) => {
    if (times[i] >= from) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);

  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  const packages = new Map();
  const functions = new Map();
  for (const [id, us] of self) {
    const frame = byId.get(id).callFrame;
    add(packages, packageOf(frame), us);
    const where = frame.url ? `${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}` : '';
    add(functions, `${frame.functionName || '(anonymous)'} ${where}`, us);
  }
  const share = (us) => `${((100 * us) / total).toFixed(1)} %`;
  const rows = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => `    ${share(us).padStart(7)}  ${name}`);
  console.log(`  CPU profile ${file} (${(total / 1e6).toFixed(1)} s sampled), self time by package:`);
  console.log(rows(packages, 12).join('\n'));
  console.log(`  hottest functions:`);
  console.log(rows(functions, top).join('\n'));
}
