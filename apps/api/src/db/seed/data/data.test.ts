/** Checks the reference (demo) seed data for consistency: names, dial codes, references, phones, texts. */
import { describe, expect, it } from 'vitest';
import { branches } from './branches';
import { captains } from './captains';
import { faqs } from './faqs';
import { governorates } from './governorates';
import { delayReasons, terminationReasons } from './reasons';
import { complaintTypes, inquiryTypes } from './support-types';
import { terms } from './terms';
import { videos } from './videos';

const arabicLetter = /[\u0600-\u06FF]/;

const expectedDialCodes: Record<string, string> = {
  Cairo: '02',
  Giza: '02',
  Alexandria: '03',
  Qalyubia: '013',
  Sharqia: '055',
  Dakahlia: '050',
  Gharbia: '040',
  Monufia: '048',
  Beheira: '045',
  'Kafr El Sheikh': '047',
  Damietta: '057',
  'Port Said': '066',
  Ismailia: '064',
  Suez: '062',
  Faiyum: '084',
  'Beni Suef': '082',
  Minya: '086',
  Asyut: '088',
  Sohag: '093',
  Qena: '096',
  Luxor: '095',
  Aswan: '097',
  'Red Sea': '065',
  'New Valley': '092',
  Matrouh: '046',
  'North Sinai': '068',
  'South Sinai': '069',
};

/** How an importer would compare free text: case, spacing, hamza, taa marbuta and alef maqsura folded. */
function normalize(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ');
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

function expectBilingual(nameAr: string, nameEn: string, where: string): void {
  expect(nameAr.trim(), `${where}: nameAr empty`).not.toBe('');
  expect(nameEn.trim(), `${where}: nameEn empty`).not.toBe('');
  expect(arabicLetter.test(nameAr), `${where}: "${nameAr}" has no Arabic letter`).toBe(true);
  expect(arabicLetter.test(nameEn), `${where}: "${nameEn}" has an Arabic letter`).toBe(false);
}

const governorateByEn = new Map(governorates.map((g) => [g.nameEn, g]));
const branchByEn = new Map(branches.map((b) => [b.nameEn, b]));

function phoneProblem(phone: string, dialCode: string): string | null {
  if (!/^\d{11}$/.test(phone)) return 'is not 11 digits';
  if (!phone.startsWith('01') && !phone.startsWith(dialCode)) return `starts with neither 01 nor ${dialCode}`;
  return null;
}

describe('governorates', () => {
  it('are exactly the 27 governorates of Egypt with unique names', () => {
    expect(governorates).toHaveLength(27);
    expect(duplicates(governorates.map((g) => g.nameAr))).toEqual([]);
    expect(duplicates(governorates.map((g) => g.nameEn))).toEqual([]);
    expect(governorates.map((g) => g.nameEn).sort()).toEqual(Object.keys(expectedDialCodes).sort());
    for (const g of governorates) expectBilingual(g.nameAr, g.nameEn, g.nameEn);
  });

  it('use the expected landline dial codes', () => {
    for (const g of governorates) expect(g.dialCode, g.nameEn).toBe(expectedDialCodes[g.nameEn]);
  });

  it('have no name or alias that could match two governorates', () => {
    const owner = new Map<string, string>();
    for (const g of governorates) {
      for (const key of new Set([g.nameAr, g.nameEn, ...(g.aliases ?? [])].map(normalize))) {
        expect(owner.get(key), `"${key}" names both ${owner.get(key)} and ${g.nameEn}`).toBeUndefined();
        owner.set(key, g.nameEn);
      }
    }
  });

  it('each have at least 5 areas with unique, bilingual names', () => {
    for (const g of governorates) {
      expect(g.areas.length, g.nameEn).toBeGreaterThanOrEqual(5);
      expect(duplicates(g.areas.map((a) => a.nameAr)), g.nameEn).toEqual([]);
      expect(duplicates(g.areas.map((a) => a.nameEn)), g.nameEn).toEqual([]);
      for (const a of g.areas) expectBilingual(a.nameAr, a.nameEn, `${g.nameEn} / ${a.nameEn}`);
    }
    const cairo = governorateByEn.get('Cairo');
    const giza = governorateByEn.get('Giza');
    const alexandria = governorateByEn.get('Alexandria');
    expect(cairo?.areas.length).toBeGreaterThanOrEqual(35);
    expect(giza?.areas.length).toBeGreaterThanOrEqual(35);
    expect(alexandria?.areas.length).toBeGreaterThanOrEqual(20);
  });

  it('have no area name or alias that could match two areas of the same governorate', () => {
    for (const g of governorates) {
      const owner = new Map<string, string>();
      for (const a of g.areas) {
        for (const alias of a.aliases ?? []) expect(alias.trim(), `${g.nameEn} / ${a.nameEn}`).not.toBe('');
        for (const key of new Set([a.nameAr, a.nameEn, ...(a.aliases ?? [])].map(normalize))) {
          const other = owner.get(key);
          expect(other, `${g.nameEn}: "${key}" names both ${other} and ${a.nameEn}`).toBeUndefined();
          owner.set(key, a.nameEn);
        }
      }
    }
  });

  it('put well-known areas in the right governorate', () => {
    const areaNames = (gov: string) => governorateByEn.get(gov)?.areas.map((a) => a.nameEn) ?? [];
    expect(areaNames('Cairo')).toEqual(
      expect.arrayContaining(['Nasr City', 'Heliopolis', 'Maadi', 'Zamalek']),
    );
    expect(areaNames('Cairo')).not.toContain('Dokki');
    expect(areaNames('Giza')).toEqual(expect.arrayContaining(['Dokki', 'Mohandessin', '6th of October']));
  });
});

describe('branches', () => {
  it('are at least 50, uniquely named, each in an existing governorate', () => {
    expect(branches.length).toBeGreaterThanOrEqual(50);
    expect(duplicates(branches.map((b) => b.nameAr))).toEqual([]);
    expect(duplicates(branches.map((b) => b.nameEn))).toEqual([]);
    for (const b of branches) {
      expectBilingual(b.nameAr, b.nameEn, b.nameEn);
      expect(governorateByEn.has(b.governorateNameEn), `${b.nameEn}: ${b.governorateNameEn}`).toBe(true);
      expect(b.address.trim(), b.nameEn).not.toBe('');
    }
  });

  it('have valid phone numbers for their governorate', () => {
    for (const b of branches) {
      const code = governorateByEn.get(b.governorateNameEn)?.dialCode ?? '01';
      expect(phoneProblem(b.phone, code), `${b.nameEn}: ${b.phone}`).toBeNull();
    }
  });
});

describe('captains', () => {
  it('each belong to an existing branch and have a valid phone', () => {
    expect(captains.length).toBeGreaterThanOrEqual(50);
    for (const c of captains) {
      expect(arabicLetter.test(c.name), c.name).toBe(true);
      const branch = branchByEn.get(c.branchNameEn);
      expect(branch, `${c.name}: ${c.branchNameEn}`).toBeDefined();
      const code = governorateByEn.get(branch?.governorateNameEn ?? '')?.dialCode ?? '01';
      expect(phoneProblem(c.phone, code), `${c.name}: ${c.phone}`).toBeNull();
    }
  });

  it('have unique names, and no phone is used twice across branches and captains', () => {
    expect(duplicates(captains.map((c) => c.name))).toEqual([]);
    expect(duplicates([...branches.map((b) => b.phone), ...captains.map((c) => c.phone)])).toEqual([]);
  });
});

describe('texts', () => {
  it('FAQs are filled in both languages', () => {
    expect(faqs.length).toBeGreaterThanOrEqual(10);
    for (const f of faqs) {
      expectBilingual(f.questionAr, f.questionEn, f.questionEn);
      expectBilingual(f.answerAr, f.answerEn, f.questionEn);
      expect(f.category.trim(), f.questionEn).not.toBe('');
    }
    expect(duplicates(faqs.map((f) => f.questionEn))).toEqual([]);
  });

  it('terms are filled in both languages, as plain text with numbered sections', () => {
    expectBilingual(terms.titleAr, terms.titleEn, 'terms title');
    expectBilingual(terms.contentAr, terms.contentEn, 'terms content');
    for (const content of [terms.contentAr, terms.contentEn]) {
      expect(content).not.toMatch(/<[a-z/][^>]*>/i);
      for (let n = 1; n <= 10; n++) expect(content).toMatch(new RegExp(`^${n}\\. `, 'm'));
    }
  });

  it('videos have bilingual titles and YouTube watch URLs', () => {
    expect(videos.length).toBeGreaterThanOrEqual(4);
    expect(videos.length).toBeLessThanOrEqual(6);
    for (const v of videos) {
      expectBilingual(v.titleAr, v.titleEn, v.url);
      expect(v.url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
    }
  });

  it('support types and reasons are bilingual', () => {
    expect(complaintTypes.length).toBeGreaterThanOrEqual(5);
    for (const t of complaintTypes) {
      expectBilingual(t.nameAr, t.nameEn, t.nameEn);
      expect(t.titles.length, t.nameEn).toBeGreaterThanOrEqual(2);
      expect(t.titles.length, t.nameEn).toBeLessThanOrEqual(4);
      for (const title of t.titles)
        expectBilingual(title.nameAr, title.nameEn, `${t.nameEn} / ${title.nameEn}`);
    }
    expect(inquiryTypes.length).toBeGreaterThanOrEqual(5);
    for (const t of inquiryTypes) expectBilingual(t.nameAr, t.nameEn, t.nameEn);
    expect(delayReasons.length).toBeGreaterThanOrEqual(6);
    for (const r of delayReasons) expectBilingual(r.nameAr, r.nameEn, r.nameEn);
    expect(terminationReasons.length).toBeGreaterThanOrEqual(5);
    for (const r of terminationReasons) expectBilingual(r.nameAr, r.nameEn, r.nameEn);
  });
});
