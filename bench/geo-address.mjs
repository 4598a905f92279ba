// The whole-address reader (stores' addresses, single-column sheets; decision 054) on 20,000 addresses:
// the decision 054 set cycled, each made a distinct string (a building number and a flat added, the parts
// sometimes reordered) so that the reader's cache never answers. A fresh reader per run (index built
// inside the timing), one core. Prints addresses per second of CPU, fastest of three; its figure line
// fails below 2,000/s. Its accuracy is a test (geo-address.accuracy.test.ts); its speed is measured here.
import { tsImport } from 'tsx/esm/api';
import { fmt, machineNote, ms } from './lib/common.mjs';

const targetPerSecond = 2000;
const count = 20_000;
const { createAddressMatcher } = await tsImport(
  '../apps/api/src/modules/order-import/geo-address.ts',
  import.meta.url,
);
const { seedGeoReference } = await tsImport('../apps/api/test/fixtures/geo-spellings.ts', import.meta.url);
const { wholeAddresses } = await tsImport(
  '../apps/api/test/fixtures/geo-whole-addresses.ts',
  import.meta.url,
);
const reference = seedGeoReference();

const addresses = [];
for (let i = 0; i < count; i++) {
  const { address } = wholeAddresses[i % wholeAddresses.length];
  const parts = address.split('، ');
  const body = i % 3 === 0 && parts.length > 1 ? [...parts.slice(1), parts[0]].join('، ') : address;
  addresses.push(
    i % 2 === 0 ? `عمارة ${i % 997}، شقة ${i % 13}، ${body}` : `Bldg ${i % 991}, flat ${i % 17}, ${body}`,
  );
}
const distinct = new Set(addresses).size;

function timeRun() {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const reader = createAddressMatcher(reference);
  let confident = 0;
  for (const address of addresses) if (reader.matchAddress(address).confident) confident++;
  const wall = performance.now() - started;
  const { user, system } = process.cpuUsage(cpuBefore);
  return { wall, cpu: (user + system) / 1000, confident };
}

const runs = [1, 2, 3].map(() => timeRun());
const cpu = Math.min(...runs.map((r) => r.cpu));
const wall = Math.min(...runs.map((r) => r.wall));
const perSecond = (count / Math.min(cpu, wall)) * 1000;
console.log(
  `${count} addresses (${distinct} distinct), ${runs[0].confident} confident; runs ${runs.map((r) => ms(r.wall)).join(' / ')}`,
);
console.log(machineNote());
const pass = perSecond >= targetPerSecond;
console.log(
  `Whole-address reader, ${fmt(count)} addresses: ${fmt(perSecond)} addresses/s on one core (${ms(cpu)} CPU, target ≥ ${fmt(targetPerSecond)}/s) ${pass ? 'PASS' : 'MISS'}`,
);
process.exitCode = pass ? 0 : 1;
