import type { APIRequestContext, Page } from '@playwright/test';
import { field } from './app';
import { createOrders, unique } from './data';
import { t, type Lang } from './texts';

/** The orders desk's scan panel as the journeys drive it (ops-scan, ops-nets-and-manifests). */

const merchant = 'merchant@demo.test';

/** Orders sent by the merchant, their codes. */
export async function sentOrders(request: APIRequestContext, count: number, amount = '300') {
  const receivers = Array.from({ length: count }, () => unique('مسح'));
  return (await createOrders(request, merchant, receivers, { sent: true, amount })).map((o) => o.code);
}

/**
 * A barcode scanner: the code at once, then Enter. Typed key by key, a busy CI machine pauses more than
 * the box's 80 ms between two keys of one code, and the box rightly reads a suffix-less scan there (the
 * burst rules are scan-reader.test.ts's); a real scanner never pauses mid-code.
 */
export async function scanCodes(page: Page, lang: Lang, codes: readonly string[]) {
  const box = field(page, t(lang, 'ops-orders:scan.input'));
  for (const code of codes) {
    await box.focus();
    await page.keyboard.insertText(code);
    await page.keyboard.press('Enter');
  }
}

/** The scan panel's region. */
export const scanPanel = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: t(lang, 'ops-orders:scan.title') });
