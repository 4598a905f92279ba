import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { businessDay } from '@/lib/format';
import { setLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import type { MissionFormData } from '../api/get-mission-form-data';
import { MissionForm } from './mission-form';

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const allTypes = [
  { id: 1, name: 'استلام' },
  { id: 2, name: 'توريد' },
  { id: 3, name: 'مرتجعات' },
  { id: 4, name: 'استلام ومرتجعات' },
  { id: 5, name: 'إعادة إرسال' },
];

function formData(overrides: Partial<MissionFormData> = {}): MissionFormData {
  return {
    addresses: [
      {
        id: 1,
        title: 'المقر الرئيسي',
        address: '12 شارع عباس العقاد',
        governorate_id: 1,
        governorate: 'القاهرة',
        area_id: 1,
        area: 'مدينة نصر',
        phone: '01001234567',
        is_default: true,
      },
      {
        id: 2,
        title: 'المخزن',
        address: '4 شارع المخازن',
        governorate_id: 1,
        governorate: 'القاهرة',
        area_id: 2,
        area: 'مصر الجديدة',
        phone: null,
        is_default: false,
      },
    ],
    accounts: [
      {
        id: 1,
        bank_name: 'البنك الأهلي',
        account_name: 'متجر',
        account_number: '1003004007919',
        kind: 'bank',
      },
      {
        id: 2,
        bank_name: 'فودافون كاش',
        account_name: 'متجر',
        account_number: '01001234567',
        kind: 'wallet',
      },
    ],
    paymentWays: [
      { id: 1, title: 'نقدًا من الفرع', needs: 'branch' },
      { id: 2, title: 'تحويل بنكي', needs: 'bank_account' },
      { id: 3, title: 'محفظة إلكترونية', needs: 'bank_account' },
      { id: 4, title: 'نقدًا مع الكابتن', needs: 'address' },
    ],
    missionsWithinTwoDays: [],
    suppliedAvailable: true,
    supply_days: [
      { day: 0, name: 'الأحد' },
      { day: 3, name: 'الأربعاء' },
    ],
    types: allTypes,
    default_branch_id: 1,
    ...overrides,
  };
}

const branches = [
  { id: 1, name: 'فرع مدينة نصر' },
  { id: 2, name: 'فرع الدقي' },
];

const label = (text: string) => screen.getByLabelText(new RegExp(`^${text}`));
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

function renderForm(data = formData(), onSubmit = vi.fn(async () => undefined)) {
  renderWithProviders(
    <MissionForm formData={data} branches={branches} submitLabel="إضافة المهمة" onSubmit={onSubmit} />,
  );
  return onSubmit;
}

describe('mission form', () => {
  it('asks for an address and a day for a pickup, then sends only what a pickup uses', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: 'إضافة المهمة' }));
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(label('نوع المهمة'), '1');
    // A pickup has no payment way, bank account or month.
    expect(screen.queryByLabelText(/^طريقة الدفع/)).toBeNull();
    expect(screen.queryByLabelText(/^شهر التوريد/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'إضافة المهمة' }));
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeTruthy();

    const day = businessDay(new Date(), 1);
    await user.type(label('تاريخ الاستحقاق'), day);
    await user.selectOptions(label('العنوان'), '2');
    await user.type(label('ملاحظات'), 'الاتصال قبل الوصول');
    await user.click(screen.getByRole('button', { name: 'إضافة المهمة' }));
    expect(onSubmit).toHaveBeenCalledWith({
      type: 1,
      address_id: 2,
      due_date: day,
      month: undefined,
      payment_way_id: undefined,
      bank_account_id: undefined,
      branch_id: 1,
      notes: 'الاتصال قبل الوصول',
    });
  });

  it('asks a supply for a payment way and what it needs, and drops the rest (empty day and month)', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.selectOptions(label('نوع المهمة'), '2');
    expect(screen.getByText('أيام التوريد الخاصة بك: الأحد والأربعاء')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'إضافة المهمة' }));
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeTruthy();

    // A bank transfer needs a bank account: only bank accounts are offered, not the wallet.
    await user.selectOptions(label('طريقة الدفع'), '2');
    const account = label('الحساب البنكي');
    expect(optionTexts(account)).toEqual(['اختر الحساب', 'البنك الأهلي – 1003004007919']);
    await user.click(screen.getByRole('button', { name: 'إضافة المهمة' }));
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeTruthy();
    await user.selectOptions(account, '1');
    await user.click(screen.getByRole('button', { name: 'إضافة المهمة' }));
    expect(onSubmit).toHaveBeenCalledWith({
      type: 2,
      address_id: undefined,
      due_date: undefined,
      month: undefined,
      payment_way_id: 2,
      bank_account_id: 1,
      branch_id: undefined,
      notes: undefined,
    });

    // A wallet payment offers the wallet; cash at a branch asks for the branch instead.
    await user.selectOptions(label('طريقة الدفع'), '3');
    expect(optionTexts(label('رقم المحفظة'))).toEqual(['اختر الحساب', 'فودافون كاش – 01001234567']);
    await user.selectOptions(label('طريقة الدفع'), '1');
    expect(screen.queryByLabelText(/^رقم المحفظة/)).toBeNull();
    expect(label('الفرع')).toBeTruthy();
  });

  it('offers a supply only when suppliedAvailable, and a suspended client only the pickups', () => {
    renderForm(formData({ suppliedAvailable: false }));
    expect(optionTexts(label('نوع المهمة'))).not.toContain('توريد');
    expect(screen.getByText(/لا يمكن طلب توريد الآن/)).toBeTruthy();
  });

  it('shows a suspended client only receiving and receiving-and-returns', () => {
    renderForm(formData({ suppliedAvailable: false, types: [allTypes[0]!, allTypes[3]!] }));
    expect(optionTexts(label('نوع المهمة'))).toEqual(['اختر النوع', 'استلام', 'استلام ومرتجعات']);
    expect(screen.getByText(/أثناء إيقاف الحساب/)).toBeTruthy();
  });

  it('lists the missions due within two days, with links, before another is added', () => {
    renderForm(
      formData({
        missionsWithinTwoDays: [
          { id: 7, code: '5000007', type: 1, status: 1, due_date: businessDay() },
          { id: 9, code: '5000009', type: 2, status: 2, due_date: businessDay(new Date(), 1) },
        ],
      }),
    );
    expect(screen.getByText('لديك بالفعل مهمتان مستحقتان خلال اليومين القادمين')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'استلام 5000007' }).getAttribute('href')).toBe(
      '/MissionDetails/7',
    );
    expect(screen.getByRole('link', { name: 'توريد 5000009' }).getAttribute('href')).toBe(
      '/MissionDetails/9',
    );
  });

  it('puts the server’s field errors on the fields, and speaks English after switching', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, {
        success: 0,
        code: 'VALIDATION_FAILED',
        error_msg: 'بيانات غير صحيحة',
        errors: { due_date: ['لا يمكن أن يكون التاريخ في الماضي'] },
      });
    });
    renderForm(formData(), onSubmit);
    await user.selectOptions(label('نوع المهمة'), '1');
    await user.type(label('تاريخ الاستحقاق'), businessDay(new Date(), 1));
    await user.click(screen.getByRole('button', { name: 'إضافة المهمة' }));
    expect(await screen.findByText('لا يمكن أن يكون التاريخ في الماضي')).toBeTruthy();

    await user.clear(label('تاريخ الاستحقاق'));
    await user.click(screen.getByRole('button', { name: 'إضافة المهمة' }));
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
  });
});
