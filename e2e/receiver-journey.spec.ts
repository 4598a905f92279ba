import {
  attemptReasonForReceiver,
  attemptReasonLabel,
  translate,
  type AttemptReason,
} from '@courier/contracts';
import type { APIRequestContext } from '@playwright/test';
import { formatDay } from '../apps/web/src/lib/format';
import { axeViolations, goInApp, openAs, opsOpenAs, sessionFor, settled } from './support/app';
import { createOrder, staffHeaders, unique } from './support/data';
import { deskMove, outboxMessage } from './support/receiver';
import { expect, test } from './support/fixtures';
import { t, type Lang } from './support/texts';

// Issue 38's "Done when" as one journey (decisions 062, 067, 068, 071, 072): the demo merchant turns
// confirmation on and sends an order; the receiver (a second context at 360 px, no login) confirms it from
// the development outbox with a landmark; the desk fails an attempt with a reason code; the receiver picks a
// new day from the failed-attempt message; the merchant's centre and the desk's queue have it with that
// day; the tracking page shows the steps. Once in Arabic, once in English, axe at 0 on every receiver page.

const merchant = 'merchant@demo.test';
const reason: AttemptReason = 'receiver_unreachable';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The merchant's receiver settings through its API (the journey leaves them as the demo has them). */
async function saveReceiverSettings(request: APIRequestContext, body: Record<string, unknown>) {
  const { access_token } = await sessionFor(request, merchant);
  const res = await request.post('/api/client/receiver/settings', {
    headers: { authorization: `Bearer ${access_token}` },
    data: body,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function receiverSettings(request: APIRequestContext) {
  const { access_token } = await sessionFor(request, merchant);
  const res = await request.get('/api/client/receiver/settings', {
    headers: { authorization: `Bearer ${access_token}` },
  });
  return ((await res.json()) as { feed: { confirm_orders: boolean; language: string } }).feed;
}

/** The receiver link of `kind` ('confirm' or 'reschedule') a message in the outbox carried. */
function linkIn(body: string, kind: string) {
  const link = new RegExp(`https?://\\S+/t/[A-Za-z0-9_-]{22}/${kind}(\\?lang=en)?`).exec(body)?.[0];
  expect(link, body).toBeTruthy();
  return link!;
}

for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  test(`issue 38 done-when: confirm, a failed attempt, a new day, the centre, the desk and tracking (${lang})`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const tr = (key: string, params: Record<string, string> = {}) => translate(key, lang, params);
    const landmark = unique(lang === 'ar' ? 'بجوار مسجد النور' : 'Opposite the green pharmacy');
    const receiver = await browser.newContext({
      baseURL,
      viewport: { width: 360, height: 780 },
      locale: lang === 'ar' ? 'ar-EG' : 'en-GB',
    });
    // The desk's wide screen: its queue is a table there (cards when narrower).
    const desk = await browser.newContext({
      baseURL,
      viewport: { width: 1920, height: 1080 },
      locale: lang === 'ar' ? 'ar-EG' : 'en-GB',
    });
    try {
      // 1. The merchant (1280 px) asks its receivers to confirm, in the journey's language, on its own page.
      await page.setViewportSize({ width: 1280, height: 900 });
      await openAs(page, merchant, '/control-notification', { lang });
      const messages = page.getByRole('region', { name: t(lang, 'notifications:receiverMessages.title') });
      const confirmSwitch = messages.getByRole('switch', {
        name: t(lang, 'notifications:receiverMessages.confirm'),
      });
      await expect(confirmSwitch).not.toBeChecked();
      await confirmSwitch.click({ force: true });
      await expect(confirmSwitch).toBeChecked();
      await expect(confirmSwitch).toBeEnabled();
      const languageName = t(lang, `notifications:receiverMessages.${lang === 'ar' ? 'arabic' : 'english'}`);
      const language = messages.getByRole('radio', { name: languageName });
      // The segment's input is hidden under its label: the label is what is clicked.
      if (!(await language.isChecked())) await messages.getByText(languageName, { exact: true }).click();
      await expect(language).toBeChecked();
      // Saved on the server before the order is sent (each change saves on its own).
      await expect
        .poll(() => receiverSettings(request))
        .toEqual(expect.objectContaining({ confirm_orders: true, language: lang }));
      const order = await createOrder(request, merchant, unique('مستلم الرحلة'), { sent: true });

      // 2. The receiver (360 px, no login) opens the confirmation link of the message, in its language.
      const ask = await outboxMessage(request, order.code, '/confirm');
      const confirmLink = linkIn(ask, 'confirm');
      expect(ask).toContain(
        tr('receiver.message.confirmation_request', { merchant: '', code: order.code, link: confirmLink }),
      );
      const token = /\/t\/([A-Za-z0-9_-]{22})\//.exec(confirmLink)![1]!;
      const phone = await receiver.newPage();
      await phone.goto(confirmLink);
      await expect(phone.locator('html')).toHaveAttribute('lang', lang);
      await expect(phone.getByRole('heading', { level: 1, name: tr('receiverConfirm.title') })).toBeVisible();
      expect(await axeViolations(phone)).toEqual([]);
      const confirmForm = phone.getByRole('region', { name: tr('receiverConfirm.confirm') });
      await confirmForm.getByLabel(tr('receiverConfirm.landmark')).fill(landmark);
      await confirmForm.getByRole('button', { name: tr('receiverConfirm.confirm') }).click();
      await expect(phone.getByRole('status')).toHaveText(tr('receiverConfirm.done.confirmed'));
      await expect(phone.getByText(tr('receiverConfirm.stateName.confirmed'), { exact: true })).toBeVisible();
      expect(await axeViolations(phone)).toEqual([]);

      // 3. The order leaves and fails an attempt: the desk moves it, with captain → delayed, with a reason.
      await deskMove(request, order.code, 'underway');
      await deskMove(request, order.code, 'with_captain');
      const headers = await staffHeaders(request);
      const reasons = (await (await request.get('/api/ops/orders/reasons', { headers })).json()) as {
        feed: { id: number }[];
      };
      const failed = await request.post('/api/ops/orders/status', {
        headers,
        data: {
          codes: [order.code],
          status: 'delayed',
          reason_id: reasons.feed[0]!.id,
          attempt_reason: reason,
        },
      });
      const moved = (await failed.json()) as { feed: { updated: string[] } };
      expect(moved.feed.updated, JSON.stringify(moved)).toEqual([order.code]);

      // 4. The failed-attempt message says why in the receiver's words and links the receiver's choices
      // (the same token); a new day is picked.
      const failedMessage = await outboxMessage(request, order.code, '/reschedule');
      expect(failedMessage).toContain(attemptReasonForReceiver(reason, lang));
      const rescheduleLink = linkIn(failedMessage, 'reschedule');
      expect(rescheduleLink).toContain(`/t/${token}/reschedule`);
      await phone.goto(rescheduleLink);
      await expect(phone.locator('html')).toHaveAttribute('lang', lang);
      await expect(phone.getByRole('heading', { level: 1, name: tr('attempts.page.title') })).toBeVisible();
      await expect(
        phone.getByText(tr('attempts.page.reason', { reason: attemptReasonLabel(reason, lang) })),
      ).toBeVisible();
      const dayField = phone.getByLabel(tr('attempts.page.day'));
      // The second delivery day offered (the first is preselected): a choice the receiver made.
      const offered = dayField.locator('option').nth(1);
      const day = (await offered.getAttribute('value'))!;
      const dayLabel = (await offered.textContent())!;
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await dayField.selectOption(day);
      expect(await axeViolations(phone)).toEqual([]);
      await phone
        .getByRole('region', { name: tr('attempts.page.newDay') })
        .getByRole('button', { name: tr('attempts.page.send') })
        .click();
      await expect(phone.getByRole('status')).toHaveText(tr('attempts.page.done.new_day', { day: dayLabel }));
      expect(await axeViolations(phone)).toEqual([]);

      // 5. The merchant's failed-attempt centre has the receiver's choice: a retry on that day, by them.
      // (The "receiver asked" column gives way first at 1280 px; the decision says the same.)
      await goInApp(page, '/attempts?state=decided');
      await settled(page);
      const decided = page.getByRole('table', { name: t(lang, 'attempts:captionDecided') });
      const row = decided.getByRole('row').filter({ has: page.getByRole('rowheader', { name: order.code }) });
      await expect(row).toContainText(
        t(lang, 'attempts:decision.retry', { day: formatDay(day, lang, true) }),
      );
      await expect(row).toContainText(t(lang, 'attempts:decision.by.receiver'));
      await expect(row).toContainText(attemptReasonLabel(reason, lang));

      // ... and the desk's queue has the new day and, from the confirmation, the landmark.
      const deskPage = await desk.newPage();
      await opsOpenAs(deskPage, 'ops@demo.test', '/ops/requests?perPage=100', { lang });
      await settled(deskPage);
      const requests = deskPage.getByRole('row').filter({ hasText: order.code });
      // Found by what they say (the order's status badge, "Delayed", also reads "Delay" in English).
      const delay = requests.filter({ hasText: tr('opsOrders.request.delay', { date: day }) });
      await expect(delay).toHaveCount(1);
      await expect(delay).toContainText(t(lang, 'ops-orders:requests.kinds.delay'));
      const confirmed = requests.filter({ hasText: landmark });
      await expect(confirmed).toHaveCount(1);
      await expect(confirmed).toContainText(t(lang, 'ops-orders:requests.kinds.receiver_confirm'));

      // 6. The tracking page, from the receiver's own page: the failed attempt now, the new day expected,
      // each step in order, the receiver's confirmation among them.
      await phone.getByRole('link', { name: tr('attempts.page.back') }).click();
      await expect(phone).toHaveURL(new RegExp(`/t/${token}(\\?lang=en)?$`));
      await expect(phone.getByRole('heading', { level: 1, name: tr('receiver.page.title') })).toBeVisible();
      const now = phone.getByRole('region', { name: tr('receiver.page.status'), exact: true });
      await expect(now.getByText(tr('receiver.step.attempt_failed'), { exact: true })).toBeVisible();
      await expect(now.getByText(dayLabel, { exact: true })).toBeVisible();
      const steps = phone.getByRole('region', { name: tr('receiver.page.timeline') }).getByRole('listitem');
      await expect(steps).toHaveText(
        ['attempt_failed', 'out_for_delivery', 'picked_up', 'confirmed', 'sent'].map(
          (step) => new RegExp(`^${escapeRegExp(tr(`receiver.step.${step}`))}`),
        ),
      );
      expect(await axeViolations(phone)).toEqual([]);
    } finally {
      await receiver.close();
      await desk.close();
      await saveReceiverSettings(request, { confirm_orders: false, language: 'ar' });
    }
  });
}
