import type { GeoChoice, UnpredictedGeo } from '@courier/contracts';

/**
 * The correction table's state and rules (spec §4: a smart upload with unpredicted areas is not a
 * success until every such row has a governorate and an area). Pure, so it is tested alone.
 */
export type RowChoice =
  /** Nothing chosen yet (no suggestion was close enough to preselect). */
  | { kind: 'unset' }
  /** One of the server's suggestions, by `suggestionKey`. */
  | { kind: 'suggestion'; key: string }
  /** A free choice from the governorate and area lists. */
  | { kind: 'other'; government_id: number | null; area_id: number | null };

export type Choices = Record<number, RowChoice>;

export interface Correction {
  row: number;
  government_id: number;
  area_id: number;
  phone1?: string;
  phone2?: string;
}

/** The fixed phones of rows queued for one (`fix`), by row. */
export type Fixes = Record<number, Partial<Record<'phone1' | 'phone2', string>>>;

/**
 * The matcher's confidence line (the API's DEFAULT_THRESHOLD, decision 054): a guess under it is only a
 * candidate, never preselected.
 */
export const confidenceLine = 0.8;

export function suggestionKey(choice: Pick<GeoChoice, 'government_id' | 'area_id'>): string {
  return `${choice.government_id}:${choice.area_id ?? ''}`;
}

/**
 * The suggestions a row offers as one-click choices: the best first, then the others, without repeats.
 * Governorate-only suggestions (no area) cannot be sent as they are, so they are not offered here.
 */
export function optionsOf(geo: UnpredictedGeo): GeoChoice[] {
  const seen = new Set<string>();
  const options: GeoChoice[] = [];
  for (const choice of [geo.best, ...geo.suggestions]) {
    if (!choice || choice.area_id === null) continue;
    const key = suggestionKey(choice);
    if (seen.has(key)) continue;
    seen.add(key);
    options.push(choice);
  }
  return options;
}

/** Text compared loosely: case, Arabic letter variants, diacritics and the article do not count. */
export function looseText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter(Boolean)
    .map((word) => word.replace(/^(ال|el|al)(?=\p{L}{2})/u, ''))
    .join(' ');
}

/** The row's typed text names the governorate (in the language the names come in). */
export function namesGovernorate(geo: UnpredictedGeo, government: string): boolean {
  const name = looseText(government);
  if (!name) return false;
  return ` ${looseText(`${geo.government_text} ${geo.area_text}`)} `.includes(` ${name} `);
}

/**
 * What a row starts with: the server's best guess only when it reaches the confidence line and its
 * governorate is named in the text (issue 39: a guess in another governorate, or a weak one, was accepted
 * by a merchant in a hurry); otherwise nothing, and the merchant chooses.
 */
export function initialChoice(geo: UnpredictedGeo): RowChoice {
  if (!geo.best) return { kind: 'unset' };
  // The merchant's own choice for this text, made in another upload (decision 070): theirs, not a guess.
  if (geo.learnt && geo.best.area_id !== null) return { kind: 'suggestion', key: suggestionKey(geo.best) };
  if (geo.best.score < confidenceLine || !namesGovernorate(geo, geo.best.government))
    return { kind: 'unset' };
  if (geo.best.area_id === null) {
    return { kind: 'other', government_id: geo.best.government_id, area_id: null };
  }
  return { kind: 'suggestion', key: suggestionKey(geo.best) };
}

export function initialChoices(geos: readonly UnpredictedGeo[]): Choices {
  return Object.fromEntries(geos.map((geo) => [geo.row, initialChoice(geo)]));
}

/** The governorate and area a row's choice stands for, or null while incomplete. */
export function resolveChoice(
  geo: UnpredictedGeo,
  choice: RowChoice | undefined,
): Omit<Correction, 'row'> | null {
  if (!choice || choice.kind === 'unset') return null;
  if (choice.kind === 'other') {
    return choice.government_id && choice.area_id
      ? { government_id: choice.government_id, area_id: choice.area_id }
      : null;
  }
  const option = optionsOf(geo).find((o) => suggestionKey(o) === choice.key);
  return option && option.area_id !== null
    ? { government_id: option.government_id, area_id: option.area_id }
    : null;
}

/** The `corrections` body, or the rows still missing a complete choice (in row order). */
export function buildCorrections(
  geos: readonly UnpredictedGeo[],
  choices: Choices,
  fixes: Fixes = {},
): { corrections: Correction[]; missing: number[] } {
  const corrections: Correction[] = [];
  const missing: number[] = [];
  for (const geo of [...geos].sort((a, b) => a.row - b.row)) {
    const resolved = resolveChoice(geo, choices[geo.row]);
    if (resolved) corrections.push({ row: geo.row, ...resolved, ...fixedPhones(geo, fixes[geo.row]) });
    else missing.push(geo.row);
  }
  return { corrections, missing };
}

/** The phones a row queued for one sends: as the merchant fixed them, else as the store sent them. */
function fixedPhones(geo: UnpredictedGeo, fixed: Fixes[number] | undefined) {
  const phones: Partial<Record<'phone1' | 'phone2', string>> = {};
  for (const f of geo.fix ?? []) phones[f.field] = (fixed?.[f.field] ?? f.value).trim();
  return phones;
}

/** Rows with the same text (loosely): a store repeats its customers' addresses. */
export function textKey(geo: UnpredictedGeo): string {
  return `${looseText(geo.government_text)}|${looseText(geo.area_text)}`;
}

/** The rows of each text, by `textKey`. */
export function twinsOf(geos: readonly UnpredictedGeo[]): Map<string, number[]> {
  const twins = new Map<string, number[]>();
  for (const geo of geos) {
    const key = textKey(geo);
    twins.set(key, [...(twins.get(key) ?? []), geo.row]);
  }
  return twins;
}

/**
 * A row's new choice, and its twins' too unless the merchant asked to choose them one by one (`apart`
 * holds those texts). Twins share the text, hence the suggestions, so a suggestion key means the same.
 */
export function applyChoice(
  geos: readonly UnpredictedGeo[],
  choices: Choices,
  row: number,
  choice: RowChoice,
  apart: ReadonlySet<string> = new Set(),
): Choices {
  const geo = geos.find((g) => g.row === row);
  if (!geo) return choices;
  const key = textKey(geo);
  const rows = apart.has(key) ? [row] : (twinsOf(geos).get(key) ?? [row]);
  return { ...choices, ...Object.fromEntries(rows.map((r) => [r, choice])) };
}

/** Choosing another governorate clears the area (it belonged to the previous one). */
export function chooseGovernment(choice: RowChoice, governmentId: number | null): RowChoice {
  const keepArea = choice.kind === 'other' && choice.government_id === governmentId;
  return {
    kind: 'other',
    government_id: governmentId,
    area_id: keepArea ? choice.area_id : null,
  };
}

/** Switching a row to "another choice" starts from what was chosen (so the lists are prefilled). */
export function switchToOther(geo: UnpredictedGeo, choice: RowChoice): RowChoice {
  if (choice.kind === 'other') return choice;
  const resolved = resolveChoice(geo, choice);
  return {
    kind: 'other',
    government_id: resolved?.government_id ?? geo.best?.government_id ?? null,
    area_id: resolved?.area_id ?? null,
  };
}

/**
 * The server's field errors for the correction body (`row.<row>.government_id` / `.area_id`, or
 * `corrections.<index>.…`), as one message per row.
 */
export function rowErrorsOf(
  fieldErrors: Record<string, string[]>,
  corrections: readonly Correction[],
): Record<number, string> {
  const byRow: Record<number, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    const direct = /^row\.(\d+)\./.exec(field);
    const indexed = /^corrections\.(\d+)\./.exec(field);
    const row = direct ? Number(direct[1]) : indexed ? corrections[Number(indexed[1])]?.row : undefined;
    if (row !== undefined && byRow[row] === undefined) byRow[row] = message;
  }
  return byRow;
}
