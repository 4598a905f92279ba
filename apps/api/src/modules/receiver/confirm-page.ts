import {
  confirmableStatuses,
  orderStatusByCode,
  type ConfirmationState,
  type Language,
} from '@courier/contracts';
import type { ReceiverConfirmRepository } from './receiver-confirm.repository';
import type { AnswerRefusal, Places } from './receiver-confirm.service';
import { brandOf, documentOf, escapeHtml, t } from './tracking-page';

/**
 * The receiver's confirmation page `/t/{token}/confirm` (decision 067): server-rendered like the tracking
 * page, no script. Three plain forms post to `/t/{token}/confirm|correct|cancel` (the token is the
 * capability; no cookie, so no cross-site request can ride on one); the governorate's areas come from a GET
 * form, so the area list stays short without JavaScript.
 */

export type ConfirmPageData = NonNullable<Awaited<ReturnType<ReceiverConfirmRepository['pageByToken']>>>;

export interface ConfirmPageView {
  lang: Language;
  token: string;
  /** The governorate whose areas the correction lists (the order's until the receiver picks another). */
  government: number;
  /** The answer just taken (after the 303), or why the last one was not. */
  done?: ConfirmationState | null;
  refusal?: AnswerRefusal | null;
  /** The correction form's values to show again after a refusal. */
  values?: Record<string, string>;
  /** The merchant's logo (a URL on this server), if it uploaded one. */
  logoUrl?: string | null;
}

const nameOf = (p: { nameAr: string; nameEn: string }, lang: Language) =>
  lang === 'en' ? p.nameEn : p.nameAr;
const attr = (value: string | undefined | null) => escapeHtml(value ?? '');

function option(value: number, label: string, selected: boolean) {
  return `<option value="${value}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;
}

function notesFields(lang: Language, prefix: string, values: Record<string, string>) {
  return `<label for="${prefix}-landmark">${t('receiverConfirm.landmark', lang)}</label><input id="${prefix}-landmark" name="landmark" maxlength="200" autocomplete="off" value="${attr(values.landmark)}">
<label for="${prefix}-time">${t('receiverConfirm.bestTime', lang)}</label><input id="${prefix}-time" name="best_time" maxlength="100" autocomplete="off" value="${attr(values.best_time)}">`;
}

export function renderConfirmPage(data: ConfirmPageData, places: Places, view: ConfirmPageView): string {
  const { lang, token } = view;
  const values = view.values ?? {};
  const q = lang === 'en' ? '?lang=en' : '';
  const base = `/t/${token}`;
  const status = orderStatusByCode(data.status);
  const open = (confirmableStatuses as readonly string[]).includes(status ?? '');
  const area =
    lang === 'en' ? `${data.areaEn}, ${data.governorateEn}` : `${data.areaAr}، ${data.governorateAr}`;
  const notice = view.done
    ? `<p class="done" role="status">${t(`receiverConfirm.done.${view.done}`, lang)}</p>`
    : view.refusal
      ? `<p class="error" role="alert">${t(view.refusal.key, lang, view.refusal.params)}</p>`
      : '';
  const state = data.state
    ? `<dt>${t('receiverConfirm.state', lang)}</dt><dd>${t(`receiverConfirm.stateName.${data.state}`, lang)}</dd>`
    : '';
  const summary = `<section aria-labelledby="order"><h2 id="order">${t('receiverConfirm.intro', lang, { code: data.code, merchant: data.merchant })}</h2><dl>
<dt>${t('receiverConfirm.area', lang)}</dt><dd>${escapeHtml(area)}</dd>
<dt>${t('receiverConfirm.amount', lang)}</dt><dd>${t('receiverConfirm.amountValue', lang, { amount: data.amount })}</dd>${state}</dl></section>`;
  const govs = [...places.governorates].sort((a, b) => nameOf(a, lang).localeCompare(nameOf(b, lang), lang));
  const areas = places.areas
    .filter((a) => a.governorateId === view.government)
    .sort((a, b) => nameOf(a, lang).localeCompare(nameOf(b, lang), lang));
  const chosenArea = Number(values.area ?? (view.government === data.governorateId ? data.areaId : 0));
  const forms = open
    ? `<section aria-labelledby="confirm"><h2 id="confirm">${t('receiverConfirm.confirm', lang)}</h2>
<form method="post" action="${base}/confirm${q}">${notesFields(lang, 'c', values)}<button type="submit">${t('receiverConfirm.confirm', lang)}</button></form></section>
<section aria-labelledby="correct"><h2 id="correct">${t('receiverConfirm.correctTitle', lang)}</h2>
<form method="get" action="${base}/confirm#correct">${lang === 'en' ? '<input type="hidden" name="lang" value="en">' : ''}
<label for="government">${t('receiverConfirm.government', lang)}</label><select id="government" name="government">${govs.map((g) => option(g.id, nameOf(g, lang), g.id === view.government)).join('')}</select>
<button type="submit" class="quiet">${t('receiverConfirm.showAreas', lang)}</button></form>
<form method="post" action="${base}/correct${q}"><input type="hidden" name="government" value="${view.government}">
<label for="area">${t('receiverConfirm.areaField', lang)}</label><select id="area" name="area" required><option value="">${t('receiverConfirm.chooseArea', lang)}</option>${areas.map((a) => option(a.id, nameOf(a, lang), a.id === chosenArea)).join('')}</select>
<label for="address">${t('receiverConfirm.address', lang)}</label><input id="address" name="address" required minlength="3" maxlength="300" autocomplete="street-address" value="${attr(values.address)}">
${notesFields(lang, 'a', values)}<button type="submit">${t('receiverConfirm.correct', lang)}</button></form></section>
<section aria-labelledby="cancel"><h2 id="cancel">${t('receiverConfirm.cancelTitle', lang)}</h2>
<form method="post" action="${base}/cancel${q}"><label for="reason">${t('receiverConfirm.cancelReason', lang)}</label><input id="reason" name="reason" maxlength="300" autocomplete="off">
<button type="submit" class="quiet">${t('receiverConfirm.cancel', lang)}</button></form></section>`
    : `<p role="status">${t('receiverConfirm.closed', lang)}</p>`;
  const body = `<h1>${t('receiverConfirm.title', lang)}</h1>${notice}${summary}${forms}
<p><a href="${base}${q}">${t('receiverConfirm.track', lang)}</a></p>`;
  const other = lang === 'ar' ? 'en' : 'ar';
  return documentOf(
    lang,
    `${t('receiverConfirm.title', lang)} · ${escapeHtml(data.merchant)}`,
    `${base}/confirm?lang=${other}`,
    brandOf(data.merchant, view.logoUrl),
    body,
  );
}
