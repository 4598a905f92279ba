/** The geo matcher's scores and thresholds by kind of evidence (see geo-matcher.ts's comment). */

export const DEFAULT_THRESHOLD = 0.8;
export const MAX_SUGGESTIONS = 5;

/** Scores by kind of evidence (see geo-matcher.ts). */
export const LOOSE_SCORE = 0.95;
export const FUZZY_CAP = 0.97;
export const WORDS_CAP = 0.95;
/** Below this edit similarity two keys are unrelated; also bounds the edit distance worth computing. */
export const MIN_FUZZY_SIMILARITY = 0.7;
/** Two words count as the same word from this similarity on. */
export const MIN_WORD_SIMILARITY = 0.75;
/** Candidates scoring less are noise, not suggestions. */
export const MIN_CANDIDATE_SCORE = 0.4;
/**
 * Word overlap: how much of the name is found weighs most; how much of the cell is explained a little. A
 * cell word that is no known name anywhere (a street, "ميدان") half-counts as explained: it is detail, not
 * a rival place, unlike "الطالبية" in "الهرم الطالبية".
 */
export const NAME_COVERAGE_WEIGHT = 0.7;
export const UNKNOWN_WORD_EXPLAINED = 0.5;
/**
 * Directions qualify the name before them ("المندرة بحري", "سيدي بشر قبلي", "عين شمس الغربية") even though
 * some are names too (Bahary in Alexandria, El Sharq in Port Said): in a longer cell they are detail, not a
 * rival place. Loose keys (Arabic after ال / final ه, Latin skeletons).
 */
export const DIRECTION_WORDS = new Set([
  'بحري',
  'قبلي',
  'شرق',
  'غرب',
  'شرقي',
  'غربي',
  'شرقيا',
  'غربيا',
  'شمال',
  'جنوب',
  'bahara',
  'kabla',
  '$ark',
  'karb',
  'ast',
  'nart',
  'sat',
]);

/** A reading that moved text between cells (swapped, split, one cell used for both) is a little less sure. */
export const REARRANGED = 0.97;
/** A reading that leaves a whole non-empty cell unexplained cannot be confident on its own. */
export const IGNORED_CELL = 0.8;
/** A local area scoring this much is a near miss: no need to look for the area in other governorates. */
export const LOCAL_NEAR_MISS = 0.6;
/** The governorate is known but the (non-empty) area text matched nothing in it. */
export const AREA_NOT_FOUND = 0.5;
/** Area found with no governorate text to confirm it: exact names stand alone, fuzzy ones a bit less. */
export const AREA_ALONE_FUZZY = 0.95;
/**
 * An area found while the governorate text names no governorate (garbage, a foreign city, the area itself)
 * or names another one: the best guess, but never confident: the text we could not read may be what the
 * merchant meant ("الخرطوم / بحري" is not Bahary in Alexandria).
 */
export const OVERRIDE_UNKNOWN_GOV = 0.78;
export const OVERRIDE_OTHER_GOV = 0.75;
/** The area text is an exact name in another governorate than the chosen one: doubt the chosen one. */
export const CONFLICT = 0.9;
/** A runner-up closer than this to the best (and a different place) makes the best not confident. */
export const AMBIGUITY_MARGIN = 0.04;

/** Cells longer than this are addresses, not names: only their start is compared. */
export const MAX_CELL_LENGTH = 120;
/** Cells with more words than this are not split into a governorate part and an area part. */
export const MAX_SPLIT_WORDS = 6;
/** Results are cached per distinct input; past this many the cache starts afresh (bounded memory). */
export const MAX_CACHED = 100_000;

/** What people write in the governorate column when they mean "Egypt", which names no governorate. */
export const COUNTRY_NAMES = new Set([
  'مصر',
  'جمهوريه مصر العربيه',
  'مصر العربيه',
  'ج م ع',
  'egypt',
  'misr',
  'masr',
  'eg',
]);

/** The governorate (English reference name) a store's "City" field holds by default, whatever the area. */
export const STORE_DEFAULT_CITY = 'Cairo';
