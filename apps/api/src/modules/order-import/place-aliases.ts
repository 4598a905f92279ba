import { normalizeGeoText } from '@courier/contracts';

/**
 * A merchant's learnt place names (decision 054): the key a doubtful row's texts are remembered and looked
 * up by, and the text shown in their list. Whole-address rows have no governorate text.
 */
const MAX_ALIAS_TEXT = 300;

export const aliasKey = (governmentText: string, areaText: string): string =>
  `${normalizeGeoText(governmentText.slice(0, MAX_ALIAS_TEXT))}|${normalizeGeoText(areaText.slice(0, MAX_ALIAS_TEXT))}`;

export const aliasText = (governmentText: string, areaText: string): string =>
  (governmentText === '' ? areaText : `${governmentText} / ${areaText}`).slice(0, MAX_ALIAS_TEXT);

export type LearntPlaces = Map<string, { governorateId: number; areaId: number }>;
