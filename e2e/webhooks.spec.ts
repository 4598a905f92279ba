import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  axeViolations,
  docScreenshot,
  ensureApiKey,
  openAs,
  settled,
  switchLanguage,
  toast,
  unlockApiPage,
} from './support/app';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

// Not the merchant: its API-page codes are spent by merchant-api.spec.ts and the axe cells (3 per 15 min).
const client = 'company@demo.test';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** The merchant's server: a plain node http server on a free port of 127.0.0.1, answering 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/courier-hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A free port of 127.0.0.1 (listened on and closed). */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** What the page's Node snippet does: `t=…,v1=hex(HMAC-SHA256(secret, "t.body"))`. */
function signatureValid(secret: string, header: string, body: string) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  return parts.v1 === createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
}

test('set a webhook address, send a test event to a local receiver, verify its signature, see it in the log', async ({
  page,
}, testInfo) => {
  const receiver = await startReceiver();
  try {
    await openAs(page, client, '/link-with-apis');
    await unlockApiPage(page, 'ar');

    // Rotate the key first (the journey of issue 10).
    const keyField = await ensureApiKey(page, 'ar');
    const before = await keyField.inputValue();
    await page.getByRole('button', { name: t('ar', 'settings:api.rotate') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('ar', 'settings:api.rotate') })
      .click();
    await expect(keyField).not.toHaveValue(before);

    // A refused address comes back as the field's own error.
    const url = page.getByRole('textbox', { name: t('ar', 'settings:webhooks.urlLabel') });
    await url.fill('ftp://example.com/hooks');
    await page.getByRole('button', { name: t('ar', 'settings:webhooks.save') }).click();
    await expect(url).toHaveAttribute('aria-invalid', 'true');

    await url.fill(receiver.url);
    await page.getByLabel(t('ar', 'settings:webhooks.tokenLabel')).fill('e2e-bearer-1234');
    await page.getByRole('button', { name: t('ar', 'settings:webhooks.save') }).click();
    await expect(toast(page, t('ar', 'settings:webhooks.saved'))).toBeVisible();
    await expect(page.getByText(/•+1234/)).toBeVisible();

    // The signing secret, revealed.
    const secretField = page.getByRole('textbox', { name: t('ar', 'settings:webhooks.secretLabel') });
    await expect(secretField).toHaveValue(/^whsec_•+/);
    await page.getByRole('button', { name: t('ar', 'settings:webhooks.revealSecret') }).click();
    await expect(secretField).toHaveValue(/^whsec_[A-Za-z0-9_-]{32}$/);
    const secret = await secretField.inputValue();

    // The test event: its first attempt's answer is shown, and it reached the receiver signed.
    await page.getByRole('button', { name: t('ar', 'settings:webhooks.sendTest') }).click();
    const result = page.getByRole('status').filter({ hasText: t('ar', 'settings:webhooks.testDelivered') });
    await expect(result).toBeVisible();
    await expect(result).toContainText('200');
    expect(receiver.received).toHaveLength(1);
    const [hit] = receiver.received;
    const event = JSON.parse(hit!.body) as { id: string; type: string };
    expect(event.type).toBe('ping');
    expect(hit!.headers['x-courier-event-id']).toBe(event.id);
    expect(hit!.headers.authorization).toBe('Bearer e2e-bearer-1234');
    expect(signatureValid(secret, String(hit!.headers['x-courier-signature']), hit!.body)).toBe(true);

    // The delivery log shows the attempt: the event, delivered, 200.
    const log = page.getByRole('table', { name: t('ar', 'settings:webhooks.logCaption') });
    const row = log.getByRole('row').filter({ hasText: event.id });
    await expect(row).toBeVisible();
    await expect(row).toContainText(t('ar', 'settings:webhooks.status.delivered'));
    await expect(row).toContainText('ping');
    await expect(row.getByRole('cell').filter({ hasText: /^200$/ })).toBeVisible();

    // Resend: the same event id arrives again.
    await row
      .getByRole('button', { name: t('ar', 'settings:webhooks.resendEvent', { id: event.id }) })
      .click();
    await expect(toast(page, t('ar', 'settings:webhooks.resent'))).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
    expect(receiver.received[1]!.headers['x-courier-event-id']).toBe(event.id);

    // The page's own verification snippet, run as the receiver: it answers 200 only to a valid signature.
    const snippet = await page.locator('pre').filter({ hasText: 'x-courier-signature' }).innerText();
    const port = await freePort();
    const file = join(mkdtempSync(join(tmpdir(), 'webhook-snippet-')), 'receiver.mjs');
    writeFileSync(file, snippet.replace('.listen(3000)', `.listen(${port}, '127.0.0.1')`));
    const verifier = spawn(process.execPath, [file], {
      env: { ...process.env, COURIER_WEBHOOK_SECRET: secret },
      stdio: 'ignore',
    });
    try {
      const unsigned = () =>
        fetch(`http://127.0.0.1:${port}/`, { method: 'POST' }).then(
          (r) => r.status,
          () => 0,
        );
      await expect.poll(unsigned).toBe(400);
      await url.fill(`http://127.0.0.1:${port}/`);
      await page.getByRole('button', { name: t('ar', 'settings:webhooks.save') }).click();
      await expect(toast(page, t('ar', 'settings:webhooks.saved')).first()).toBeVisible();
      const answered = page.waitForResponse((r) => r.url().endsWith('/link-with-apis/webhooks/test'));
      await page.getByRole('button', { name: t('ar', 'settings:webhooks.sendTest') }).click();
      const { feed } = (await (await answered).json()) as { feed: { delivery: { status_code: number } } };
      expect(feed.delivery.status_code).toBe(200);
      await expect(result).toContainText('200');
    } finally {
      verifier.kill();
    }

    // The page with a filled log: no axe violation, in Arabic at 1280 px and in English at 360 px.
    await page.setViewportSize({ width: 1280, height: 900 });
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await docScreenshot(page, testInfo, 'webhooks-ar-1280');
    await switchLanguage(page, 'en');
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByRole('heading', { name: t('en', 'settings:webhooks.logTitle') })).toBeVisible();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await docScreenshot(page, testInfo, 'webhooks-en-360');
  } finally {
    await receiver.close();
  }
});
