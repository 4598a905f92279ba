// docs/quality.md R11: the "expensive spreadsheet" of a denial of service, posted to the real route
// (`POST /api/client/order/add-excelsheet`) on the built server and a fresh PGlite folder: the template's
// header, then 2,000,000 rows whose only cell is in column Z (no order field reads it), ~100 MB
// uncompressed, within the byte guard's limits. Prints the answer, the time to it and the server's peak
// RSS; then six such files at once from one client (the import gate answers 429 beyond its limits).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt, login, machineNote, mb, sampleRss, startServer } from './lib/common.mjs';
import { zipOf } from './lib/zip.mjs';

const rows = Number(process.env.BENCH_BOMB_ROWS ?? 2_000_000);
const port = 8473; // moved by BENCH_PORT_BASE (lib/common.mjs benchPort)
const headers = ['Receiver', 'Phone', 'Second phone', 'Governorate', 'Area', 'Address', 'Content'];
headers.push('Amount to collect', 'Sender', 'Notes', 'Invoice number');

function bomb() {
  const cell = (ref, text) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const header = headers.map((h, i) => cell(`${String.fromCharCode(65 + i)}1`, h)).join('');
  const parts = [`<?xml version="1.0"?><worksheet><sheetData><row r="1">${header}</row>`];
  let chunk = '';
  for (let r = 2; r <= rows + 1; r++) {
    chunk += `<row r="${r}"><c r="Z${r}"><v>${r % 10}</v></c></row>`;
    if (chunk.length > 1_000_000) {
      parts.push(chunk);
      chunk = '';
    }
  }
  parts.push(chunk, '</sheetData></worksheet>');
  const sheet = Buffer.from(parts.join(''));
  const file = zipOf([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
    { name: 'xl/workbook.xml', data: Buffer.from('<?xml version="1.0"?><workbook/>') },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
  ]);
  return { file, uncompressed: sheet.length };
}

function multipartOf(file) {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="import_file"; filename="bomb.xlsx"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
  const body = Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

async function post(url, token, upload) {
  const started = performance.now();
  const res = await fetch(`${url}/api/client/order/add-excelsheet`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': upload.type, 'accept-language': 'en' },
    body: upload.body,
  });
  const body = await res.json();
  return {
    status: res.status,
    code: body.code,
    ms: performance.now() - started,
    retryAfter: res.headers.get('retry-after'),
  };
}

const { file, uncompressed } = bomb();
console.log(
  `bomb: ${fmt(rows)} rows, ${mb(file.length)} zipped, ${mb(uncompressed)} uncompressed ` +
    `(ratio ${fmt(uncompressed / file.length)})`,
);
const dir = mkdtempSync(join(tmpdir(), 'courier-bench-bomb-'));
const server = await startServer({ dir: join(dir, 'db') }, { port });
try {
  const token = await login(server.url);
  const upload = multipartOf(file);
  const rss = sampleRss(server.pid);
  const one = await post(server.url, token, upload);
  const { before, peak } = rss.stop();
  console.log(
    `R11 one import bomb: ${one.status} ${one.code} in ${fmt(one.ms)} ms; ` +
      `server RSS ${mb(before)} → peak ${mb(peak)} (${machineNote()})`,
  );

  const burst = sampleRss(server.pid);
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: 6 }, () => post(server.url, token, upload)));
  const all = burst.stop();
  const statuses = answers.map((a) => `${a.status}${a.retryAfter ? ` (Retry-After ${a.retryAfter})` : ''}`);
  console.log(
    `R11 six import bombs at once from one client: ${statuses.join(', ')} in ${fmt(performance.now() - started)} ms; ` +
      `server RSS ${mb(all.before)} → peak ${mb(all.peak)}`,
  );
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
