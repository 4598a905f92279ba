/**
 * Shapes of the reference (demo) data that the seed loads: governorates and areas, branches, captains,
 * FAQs, terms, tutorial videos, support types and reasons. Data files in this folder only; no logic.
 */

export interface SeedArea {
  nameAr: string;
  nameEn: string;
  /** Colloquial and alternative spellings (Arabic and Latin) used to match free text, e.g. in spreadsheets. */
  aliases?: string[];
}

export interface SeedGovernorate {
  nameAr: string;
  nameEn: string;
  /** Landline dial code, e.g. '02' for Cairo and Giza. */
  dialCode: string;
  aliases?: string[];
  areas: SeedArea[];
}

export interface SeedBranch {
  nameAr: string;
  nameEn: string;
  /** Must equal the nameEn of a governorate in governorates.ts. */
  governorateNameEn: string;
  phone: string;
  address: string;
}

export interface SeedCaptain {
  name: string;
  phone: string;
  /** Must equal the nameEn of a branch in branches.ts. */
  branchNameEn: string;
}

export interface SeedFaq {
  questionAr: string;
  questionEn: string;
  answerAr: string;
  answerEn: string;
  category: string;
  /** The screen (web config/paths.ts name) the answer sends the reader to, if any. */
  screen?: string;
}

export interface SeedTerms {
  titleAr: string;
  titleEn: string;
  /** Plain text, paragraphs separated by a blank line (no HTML). */
  contentAr: string;
  contentEn: string;
}

export interface SeedVideo {
  titleAr: string;
  titleEn: string;
  url: string;
  /** The screen (web config/paths.ts name) the video shows, if any. */
  screen?: string;
}

export interface SeedComplaintType {
  nameAr: string;
  nameEn: string;
  titles: Array<{ nameAr: string; nameEn: string }>;
}

export interface SeedInquiryType {
  nameAr: string;
  nameEn: string;
}

export interface SeedDelayReason {
  nameAr: string;
  nameEn: string;
}

export interface SeedTerminationReason {
  nameAr: string;
  nameEn: string;
  /** 'Other': the client writes the reason (at least 10 characters). */
  needsNote?: boolean;
}

export interface SeedPaymentWay {
  /** The code of contracts' `paymentWays` (the table's id). */
  id: number;
  nameAr: string;
  nameEn: string;
}
