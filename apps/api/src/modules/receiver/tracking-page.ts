import {
  businessTimeZone,
  maskPhone,
  orderStatusByCode,
  receiverAnswerStepOf,
  receiverStepLabelKey,
  receiverStepOf,
  translate,
  type Language,
  type OrderStatus,
  type ReceiverStep,
} from '@courier/contracts';
import type { ReceiverRepository } from './receiver.repository';

/**
 * The receiver's tracking page (decision 062): server-rendered HTML with its CSS inline and no script at
 * all, so the first paint needs one request. Arabic by default (right to left), English by `?lang=en`.
 * Never the address nor a whole phone: the area, the masked number, the captain's first name.
 */

export type TrackingPageData = NonNullable<Awaited<ReturnType<ReceiverRepository['pageByToken']>>>;

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export const t = (key: string, lang: Language, params: Record<string, string> = {}) =>
  escapeHtml(translate(key, lang, params));

// Western digits in both languages (the product's one rule), Cairo's wall clock, 12-hour.
const formats = new Map<string, Intl.DateTimeFormat>();
export function format(at: Date, lang: Language, withTime: boolean): string {
  const key = `${lang}:${withTime}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB', {
      timeZone: businessTimeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true } : {}),
    });
    formats.set(key, f);
  }
  return f.format(at);
}

const style = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;color:#1a1b1e;background:#f4f5f7}
header{display:flex;justify-content:space-between;align-items:center;gap:12px;padding:12px 16px;background:#fff;border-block-end:1px solid #dee2e6}
header p{margin:0;font-weight:700}a{color:#1c5bb8}main{max-width:560px;margin:0 auto;padding:16px}
h1{font-size:1.4rem;margin:0 0 4px}h2{font-size:1.05rem;margin:0 0 8px}section{background:#fff;border-radius:8px;padding:16px;margin-block:12px;border:1px solid #dee2e6}
.now{font-size:1.25rem;font-weight:700;color:#0b6e3b;margin:0 0 12px}dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{color:#495057}dd{margin:0;font-weight:600}
.call{display:block;margin-top:12px;padding:12px;border-radius:8px;background:#0b6e3b;color:#fff;text-align:center;font-weight:700;text-decoration:none}
ol{list-style:none;margin:0;padding:0}li{padding:8px 0;border-block-end:1px solid #f1f3f5;display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap}li:last-child{border:0}
time{color:#495057;font-size:.9rem}label{display:block;margin-block:10px 4px;font-weight:600}input,select{width:100%;padding:10px;font-size:1rem;border:1px solid #868e96;border-radius:6px;background:#fff}
button{margin-top:14px;width:100%;padding:12px;font-size:1rem;font-weight:700;border:0;border-radius:8px;background:#1c5bb8;color:#fff}.error{color:#b02a37;font-weight:600}.done{color:#0b6e3b;font-weight:600}.quiet{background:#fff;color:#b02a37;border:1px solid #b02a37}.logo{height:32px;width:auto;vertical-align:middle;margin-inline-end:8px}button.secondary{background:#fff;color:#b02a37;border:1px solid #b02a37}`;

/**
 * The merchant's name, with its logo before it when it has one (issue 38 §1): an image of fixed size, so
 * the page does not move when it arrives, decorative (the name beside it says who).
 */
export function brandOf(merchant: string, logoUrl: string | null | undefined) {
  const name = escapeHtml(merchant);
  return logoUrl
    ? `<img class="logo" src="${escapeHtml(logoUrl)}" alt="" width="32" height="32">${name}`
    : name;
}

export function documentOf(lang: Language, title: string, otherHref: string, brand: string, body: string) {
  const other: Language = lang === 'ar' ? 'en' : 'ar';
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<meta name="description" content="${t('receiver.page.title', lang)}"><title>${title}</title><style>${style}</style></head>
<body><header><p>${brand}</p><a href="${otherHref}" lang="${other}" hreflang="${other}">${t('receiver.page.otherLanguage', lang)}</a></header>
<main>${body}</main></body></html>`;
}

/**
 * The receiver's steps from the order's moves, one entry per change of step (given then wallet is one),
 * with the receiver's own answer (confirmed, address corrected, cancel asked) at its time among them.
 */
function stepsOf(data: Pick<TrackingPageData, 'moves' | 'answer'>) {
  const steps: Array<{ step: ReceiverStep; at: Date }> = [];
  for (const move of data.moves) {
    const step = move.to === null ? null : receiverStepOf(orderStatusByCode(move.to) as OrderStatus);
    if (step && steps.at(-1)?.step !== step) steps.push({ step, at: move.at });
  }
  const { answer } = data;
  const step = answer && receiverAnswerStepOf(answer.state);
  if (answer && step) {
    const later = steps.findIndex((s) => s.at.getTime() > answer.at.getTime());
    steps.splice(later === -1 ? steps.length : later, 0, { step, at: answer.at });
  }
  return steps;
}

/** The day the receiver may expect it: the new day after a failed attempt, today while out, else tomorrow. */
function expectedDay(data: TrackingPageData, status: OrderStatus, now: Date): Date | null {
  if (status === 'given' || status === 'wallet') return data.deliveryDate;
  if (status === 'delayed' && data.delayDate) return new Date(`${data.delayDate}T12:00:00Z`);
  if (status === 'with_captain') return now;
  if (['sent', 'underway', 'resent'].includes(status)) return new Date(now.getTime() + 86_400_000);
  return null;
}

/** After a failed attempt the receiver's choices are one link away (decision 068). */
const rescheduleLink = (token: string, lang: Language) =>
  `<a class="call" href="/t/${token}/reschedule${lang === 'en' ? '?lang=en' : ''}">${t('attempts.page.reschedule', lang)}</a>`;

export function renderTrackingPage(
  data: TrackingPageData,
  lang: Language,
  now: Date,
  token: string,
  /** The merchant's logo (`/t/{token}/logo`), or null. */
  logoUrl: string | null = null,
): string {
  const status = orderStatusByCode(data.status) as OrderStatus;
  const step = receiverStepOf(status);
  const merchant = escapeHtml(data.merchant);
  const delivered = status === 'given' || status === 'wallet';
  const day = expectedDay(data, status, now);
  const area =
    lang === 'en' ? `${data.areaEn}, ${data.governorateEn}` : `${data.areaAr}، ${data.governorateAr}`;
  const captain =
    status === 'with_captain' && data.captain ? (data.captain.trim().split(/\s+/)[0] ?? '') : '';
  const rows = [
    day
      ? `<dt>${t(delivered ? 'receiver.page.delivered' : 'receiver.page.expected', lang)}</dt><dd>${escapeHtml(format(day, lang, false))}</dd>`
      : '',
    `<dt>${t('receiver.page.area', lang)}</dt><dd>${escapeHtml(area)}</dd>`,
    `<dt>${t('receiver.page.receiver', lang)}</dt><dd dir="ltr">${escapeHtml(maskPhone(data.phone))}</dd>`,
  ].join('');
  const call =
    captain && data.captainPhone
      ? `<p>${t('receiver.page.captain', lang, { name: captain })}</p><a class="call" href="tel:${escapeHtml(data.captainPhone.replace(/[^\d+]/g, ''))}">${t('receiver.page.call', lang, { name: captain })}</a>`
      : '';
  const timeline = stepsOf(data)
    .reverse()
    .map(
      (s) =>
        `<li><span>${t(receiverStepLabelKey(s.step), lang)}</span><time datetime="${s.at.toISOString()}">${escapeHtml(format(s.at, lang, true))}</time></li>`,
    )
    .join('');
  const body = `<h1>${t('receiver.page.title', lang)}</h1><p>${t('receiver.page.from', lang, { code: data.code, merchant: data.merchant })}</p>
<section aria-labelledby="now"><h2 id="now">${t('receiver.page.status', lang)}</h2><p class="now">${step ? t(receiverStepLabelKey(step), lang) : ''}</p><dl>${rows}</dl>${call}${status === 'delayed' ? rescheduleLink(token, lang) : ''}</section>
<section aria-labelledby="steps"><h2 id="steps">${t('receiver.page.timeline', lang)}</h2><ol>${timeline}</ol></section>`;
  return documentOf(
    lang,
    `${t('receiver.page.title', lang)} · ${merchant}`,
    `/t/${token}?lang=${lang === 'ar' ? 'en' : 'ar'}`,
    brandOf(data.merchant, logoUrl),
    body,
  );
}

/** The lookup form (and the answer to a link that is not valid, or a code and digits that do not match). */
export function renderLookupPage(lang: Language, message: 'notFound' | 'noMatch' | 'tooMany' | null): string {
  const error = message
    ? `<p class="error" role="alert">${t(message === 'tooMany' ? 'receiver.tooMany' : message === 'noMatch' ? 'receiver.lookup.noMatch' : 'receiver.page.notFound', lang)}</p>`
    : '';
  const body = `<h1>${t('receiver.lookup.title', lang)}</h1>${error}<section><p>${t('receiver.lookup.intro', lang)}</p>
<form method="post" action="/t"><input type="hidden" name="lang" value="${lang}">
<label for="code">${t('receiver.lookup.code', lang)}</label><input id="code" name="code" inputmode="numeric" autocomplete="off" required pattern="[0-9]{1,20}" maxlength="20" dir="ltr">
<label for="digits">${t('receiver.lookup.digits', lang)}</label><input id="digits" name="digits" inputmode="numeric" autocomplete="off" required pattern="[0-9]{4}" maxlength="4" dir="ltr">
<button type="submit">${t('receiver.lookup.submit', lang)}</button></form></section>`;
  return documentOf(
    lang,
    t('receiver.lookup.title', lang),
    `/t?lang=${lang === 'ar' ? 'en' : 'ar'}`,
    t('receiver.page.title', lang),
    body,
  );
}
