/**
 * The roles of the words of a whole address, read as a courier reads them (decision 054): which words are
 * a street's, a road's, a hotel's or a landmark's name (a place named there is not where the parcel goes),
 * which are address words (building, floor, flat, compound, km…), which are numbers, which are common
 * words that also name a district somewhere (South, El Zohour: a place only where their governorate is
 * named), and which name another country (then nothing is placed confidently). Words are normalised
 * (normalizeGeoText) and abbreviations already spelled out.
 */
import { NUMBER_WORDS } from './geo-loose-keys';

/** Address words: never a place on their own; they end a street's name. */
const ADDRESS_WORDS = new Set([
  'عماره',
  'عمارات',
  'بنايه',
  'برج',
  'دور',
  'الدور',
  'شقه',
  'فيلا',
  'كمبوند',
  'مجمع',
  'بلوك',
  'قطعه',
  'مدخل',
  'بوابه',
  'البوابه',
  'كيلو',
  'الكيلو',
  'ك',
  'امام',
  'بجوار',
  'خلف',
  'جنب',
  'قرب',
  'بالقرب',
  'ناصيه',
  'تقاطع',
  'مدينه',
  'حي',
  'الحي',
  'منطقه',
  'المنطقه',
  'مجاوره',
  'المجاوره',
  'مربع',
  'ت',
  'تليفون',
  'موبايل',
  'building',
  'bldg',
  'bld',
  'floor',
  'flat',
  'apt',
  'apartment',
  'villa',
  'compound',
  'block',
  'tower',
  'gate',
  'entrance',
  'km',
  'kilo',
  'near',
  'next',
  'to',
  'behind',
  'opposite',
  'city',
  'district',
  'area',
  'zone',
  'group',
  'tel',
  'mobile',
  'phone',
  'stop',
  'of',
  'or',
  'and',
  'no',
  'لا',
  'او',
  'و',
]);

/**
 * Words that name a street, a road or a building: the name follows them in Arabic ("شارع الاسكندرية",
 * "فندق القاهرة") and precedes them in Latin letters ("Cairo St", "Alexandria Hotel") unless the word
 * starts its part ("Hotel Alexandria") or a number follows ("Street 9", "Road 233": no name).
 */
const NAMING_WORDS = new Set([
  'شارع',
  'طريق',
  'ميدان',
  'حاره',
  'عطفه',
  'ترعه',
  'كوبري',
  'محور',
  'كورنيش',
  'فندق',
  'جامعه',
  'جامع',
  'مسجد',
  'مستشفي',
  'نادي',
  'مدرسه',
  'بنك',
  'مول',
  'كنيسه',
  'ستريت',
  'street',
  'road',
  'square',
  'sq',
  'canal',
  'bridge',
  'corniche',
  'axis',
  'highway',
  'hotel',
  'university',
  'hospital',
  'mosque',
  'club',
  'school',
  'bank',
  'mall',
  'church',
]);
/** A Latin street's name ends at a place name once it has a word ("mohandseen shehab st"). */
const MAX_NAME_WORDS = 3;

/**
 * Common words that are also the name of a district somewhere (Port Said's El Ganoub and El Zohour,
 * directions): a place only where their governorate is named too; after another place they qualify it
 * ("عين شمس الشرقية", "sidi bishr bahary").
 */
const COMMON_WORDS = new Set([
  'جنوب',
  'الجنوب',
  'شمال',
  'الشمال',
  'شرق',
  'الشرق',
  'غرب',
  'الغرب',
  'الزهور',
  'زهور',
  'العرب',
  'بحري',
  'قبلي',
  'الشرقيه',
  'الغربيه',
  'الشمالي',
  'الجنوبي',
  'south',
  'north',
  'east',
  'west',
  'zohour',
  'zuhur',
  'ganoub',
  'sharq',
  'gharb',
  'arab',
  'bahary',
  'bahry',
  'sharqia',
  'sharkia',
  'gharbia',
  'gharbeya',
]);

/** Other countries and their best-known cities: an address there is not placed in Egypt. */
const FOREIGN_NAMES = new Set([
  'السعوديه',
  'المملكه العربيه السعوديه',
  'saudi',
  'saudi arabia',
  'ksa',
  'جده',
  'jeddah',
  'riyadh',
  'الامارات',
  'uae',
  'emirates',
  'dubai',
  'دبي',
  'abu dhabi',
  'ابوظبي',
  'ابو ظبي',
  'الكويت',
  'kuwait',
  'قطر',
  'qatar',
  'الدوحه',
  'doha',
  'الاردن',
  'jordan',
  'amman',
  'البحرين',
  'bahrain',
  'oman',
  'السودان',
  'sudan',
  'الخرطوم',
  'khartoum',
  'ليبيا',
  'libya',
  'بنغازي',
  'france',
  'فرنسا',
  'usa',
  'united states',
  'uk',
  'united kingdom',
  'london',
  'germany',
  'المانيا',
  'turkey',
  'تركيا',
  'istanbul',
  'لبنان',
  'بيروت',
  'beirut',
]);
export const MAX_FOREIGN_WORDS = 3;

/** Months: a number before one is part of a street's name ("26 يوليو", "15 مايو"). */
const MONTHS = new Set([
  'يناير',
  'فبراير',
  'مارس',
  'ابريل',
  'مايو',
  'يونيو',
  'يوليو',
  'اغسطس',
  'سبتمبر',
  'اكتوبر',
  'نوفمبر',
  'ديسمبر',
]);

const ORDINAL = /^\d+(st|nd|rd|th)?$/;
const isNumber = (word: string) =>
  ORDINAL.test(word) || NUMBER_WORDS[word.startsWith('ال') ? word.slice(2) : word] !== undefined;
const isLatin = (word: string) => /^[a-z]/.test(word);

/** What a word of an address is, for the reading of runs. */
export interface AddressWords {
  words: string[];
  /** Part of a street's, road's, hotel's or landmark's name (or the naming word itself). */
  named: boolean[];
}

/**
 * Marks the words of one part that belong to a street's (or landmark's) name. `isArea` tells a word that
 * alone names an area: a Latin name read backwards stops there once it has a word of its own.
 */
export function readRoles(words: string[], isArea: (word: string) => boolean): AddressWords {
  const named = words.map(() => false);
  const ends = (w: string) => isNumber(w) || ADDRESS_WORDS.has(w);
  words.forEach((word, i) => {
    if (!NAMING_WORDS.has(word)) return;
    named[i] = true;
    const next = words[i + 1];
    const numbered = next !== undefined && isNumber(next);
    if (isLatin(word) && i > 0 && !ends(words[i - 1]!)) {
      for (let j = i - 1, n = 0; j >= 0 && n < MAX_NAME_WORDS && !ends(words[j]!); j--, n++) {
        if (n > 0 && isArea(words[j]!)) break;
        named[j] = true;
      }
    } else if (!numbered || MONTHS.has(words[i + 2] ?? '')) {
      // A name may start with an address word ("شارع مدينة نصر") or a date ("شارع 15 مايو").
      for (let j = i + 1, n = 0; j < words.length && n < MAX_NAME_WORDS; j++, n++) {
        const dated = isNumber(words[j]!) && MONTHS.has(words[j + 1] ?? '');
        if (n > 0 && ends(words[j]!) && !dated) break;
        if (n === 0 && isNumber(words[j]!) && !dated) break;
        named[j] = true;
      }
    }
  });
  return { words, named };
}

/** The words say nothing of a place: numbers and address words only. */
export const isAddressDetail = (words: string[]) => words.every((w) => isNumber(w) || ADDRESS_WORDS.has(w));

/** Common words (and address words) only: a district's name only where its governorate is named. */
export const isCommonWordsOnly = (words: string[]) =>
  words.some((w) => COMMON_WORDS.has(w)) && words.every((w) => COMMON_WORDS.has(w) || ADDRESS_WORDS.has(w));

export const isNamingWord = (word: string) => NAMING_WORDS.has(word);

export const namesForeignPlace = (text: string) => FOREIGN_NAMES.has(text);
