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
}

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

/** What a row starts with: the server's best guess when there is one (an area, or just a governorate). */
export function initialChoice(geo: UnpredictedGeo): RowChoice {
  if (!geo.best) return { kind: 'unset' };
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
): { corrections: Correction[]; missing: number[] } {
  const corrections: Correction[] = [];
  const missing: number[] = [];
  for (const geo of [...geos].sort((a, b) => a.row - b.row)) {
    const resolved = resolveChoice(geo, choices[geo.row]);
    if (resolved) corrections.push({ row: geo.row, ...resolved });
    else missing.push(geo.row);
  }
  return { corrections, missing };
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
