import { attemptReasonLabel, translate, type AttemptReason, type Language } from '@courier/contracts';
import { brandOf, documentOf, escapeHtml, format } from './tracking-page';

/**
 * The receiver's choices after a failed attempt (decision 068): `/t/{token}/reschedule`, server-rendered
 * like the tracking page (no script, inline CSS): a new day from the courier's next delivery days, a
 * corrected address or phone, or a cancel. Three plain forms; the token is the capability.
 */

const t = (key: string, lang: Language, params: Record<string, string> = {}) =>
  escapeHtml(translate(key, lang, params));
const dayName = (day: string, lang: Language) => format(new Date(`${day}T12:00:00Z`), lang, false);

export type RescheduleOutcome = 'done' | 'closed' | 'invalid';

export interface ReschedulePageData {
  token: string;
  code: string;
  merchant: string;
  open: boolean;
  /** The failed attempt's reason code (the one table): the receiver reads why in words. */
  reason: AttemptReason;
  days: string[];
  /** The merchant's logo (`/t/{token}/logo`), or null. */
  logoUrl?: string | null;
}

function page(data: ReschedulePageData, lang: Language, body: string) {
  const suffix = lang === 'en' ? '?lang=en' : '';
  const back = `<p><a href="/t/${data.token}${suffix}">${t('attempts.page.back', lang)}</a></p>`;
  return documentOf(
    lang,
    `${t('attempts.page.title', lang)} · ${escapeHtml(data.merchant)}`,
    `/t/${data.token}/reschedule?lang=${lang === 'ar' ? 'en' : 'ar'}`,
    brandOf(data.merchant, data.logoUrl),
    `<h1>${t('attempts.page.title', lang)}</h1>${body}${back}`,
  );
}

/** The three forms, each posting its `kind` (an error above them when the last one was not valid). */
export function renderReschedulePage(data: ReschedulePageData, lang: Language, invalid = false): string {
  if (!data.open) return page(data, lang, `<p role="status">${t('attempts.page.closed', lang)}</p>`);
  const action = `/t/${data.token}/reschedule`;
  const hidden = (kind: string) =>
    `<input type="hidden" name="kind" value="${kind}"><input type="hidden" name="lang" value="${lang}">`;
  const options = data.days
    .map(
      (d, i) => `<option value="${d}"${i === 0 ? ' selected' : ''}>${escapeHtml(dayName(d, lang))}</option>`,
    )
    .join('');
  const error = invalid ? `<p class="error" role="alert">${t('attempts.page.invalid', lang)}</p>` : '';
  const why = t('attempts.page.reason', lang, { reason: attemptReasonLabel(data.reason, lang) });
  const body = `<p>${t('attempts.page.intro', lang, { code: data.code, merchant: data.merchant })}</p><p class="reason">${why}</p>${error}
<section aria-labelledby="day-h"><h2 id="day-h">${t('attempts.page.newDay', lang)}</h2><form method="post" action="${action}">${hidden('new_day')}
<label for="day">${t('attempts.page.day', lang)}</label><select id="day" name="day" required>${options}</select>
<label for="day-note">${t('attempts.page.note', lang)}</label><input id="day-note" name="note" maxlength="300">
<button type="submit">${t('attempts.page.send', lang)}</button></form></section>
<section aria-labelledby="fix-h"><h2 id="fix-h">${t('attempts.page.correct', lang)}</h2><form method="post" action="${action}">${hidden('correct')}
<label for="address">${t('attempts.page.address', lang)}</label><input id="address" name="address" maxlength="500" autocomplete="street-address">
<label for="phone">${t('attempts.page.phone', lang)}</label><input id="phone" name="phone" inputmode="tel" maxlength="20" dir="ltr" autocomplete="tel">
<button type="submit">${t('attempts.page.send', lang)}</button></form></section>
<section aria-labelledby="cancel-h"><h2 id="cancel-h">${t('attempts.page.cancel', lang)}</h2><p>${t('attempts.page.cancelHint', lang)}</p><form method="post" action="${action}">${hidden('cancel')}
<button type="submit" class="secondary">${t('attempts.page.cancel', lang)}</button></form></section>`;
  return page(data, lang, body);
}

/** The answer after a form: thanks (with the day), the page again with an error, or "no longer waiting". */
export function renderRescheduleDone(
  data: ReschedulePageData,
  lang: Language,
  kind: 'new_day' | 'correct' | 'cancel',
  day: string | undefined,
): string {
  const text = t(`attempts.page.done.${kind}`, lang, { day: day ? dayName(day, lang) : '' });
  return page(data, lang, `<p class="now" role="status">${text}</p>`);
}
