import { describe, expect, it } from 'vitest';
import { printSenderOf } from './sender';

describe('printSenderOf', () => {
  it('names the client, and the company only when it asks to be printed', () => {
    const base = { clientName: 'متجر التجربة', hasCompany: 1 as const };
    expect(
      printSenderOf({ ...base, companySettings: { name: 'شركة الريادة', print_company_name: true } }),
    ).toEqual({ client: 'متجر التجربة', company: 'شركة الريادة' });
    expect(
      printSenderOf({ ...base, companySettings: { name: 'شركة الريادة', print_company_name: false } })
        .company,
    ).toBeNull();
    expect(
      printSenderOf({
        ...base,
        hasCompany: 0,
        companySettings: { name: 'شركة الريادة', print_company_name: true },
      }).company,
    ).toBeNull();
    expect(printSenderOf(null)).toEqual({ client: '', company: null });
  });
});
