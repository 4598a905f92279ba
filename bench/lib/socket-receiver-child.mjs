// One child process of `socket-receivers.mjs`: holds its share of the benchmark's socket.io clients and
// only stamps what arrives (wall clock, sub-millisecond), so the time a busy benchmark process would add
// to each sample is not in the figures. The samples go to the parent once, at the end, never per event.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { connectSocket } from './bench-clients.mjs';

const wallNow = () => performance.timeOrigin + performance.now();
const pick = (payload, path) => path.split('.').reduce((v, key) => v?.[key], payload) ?? null;

const sockets = [];
const samples = []; // [tag, receivedAt, ...fields]
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
let cpuAtStart = process.cpuUsage();

process.on('message', async (message) => {
  if (message.type === 'connect') {
    const { targets, event, fields } = message;
    for (let i = 0; i < targets.length; i += 50) {
      const batch = targets.slice(i, i + 50);
      sockets.push(
        ...(await Promise.all(
          batch.map(async ({ url, auth, tag }) => {
            const socket = await connectSocket(url, auth);
            socket.on(event, (payload) => {
              samples.push([tag, wallNow(), ...fields.map((f) => pick(payload, f))]);
            });
            return socket;
          }),
        )),
      );
    }
    process.send({ type: 'connected', count: sockets.length });
  } else if (message.type === 'start') {
    samples.length = 0;
    loopDelay.reset();
    loopDelay.enable();
    cpuAtStart = process.cpuUsage();
    process.send({ type: 'started' });
  } else if (message.type === 'count') {
    process.send({ type: 'count', n: samples.length });
  } else if (message.type === 'collect') {
    loopDelay.disable();
    const cpu = process.cpuUsage(cpuAtStart);
    process.send({
      type: 'samples',
      samples,
      cpuMs: (cpu.user + cpu.system) / 1000,
      loopDelayMs: {
        p50: loopDelay.percentile(50) / 1e6,
        p99: loopDelay.percentile(99) / 1e6,
        max: loopDelay.max / 1e6,
      },
    });
  } else if (message.type === 'close') {
    for (const s of sockets) s.disconnect();
    process.disconnect();
  }
});
