import { translate, type Order } from '@courier/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { setLanguage } from '@/lib/i18n';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import type { OrderFormData } from '../api/get-order-form-data';
import { OrderForm } from './order-form';

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const formData: OrderFormData = {
  governments: [
    { id: 1, name: 'القاهرة' },
    { id: 2, name: 'الجيزة' },
  ],
  prices: [
    { government_id: 1, price: '45.00' },
    { government_id: 2, price: '50.00' },
  ],
  companies: [],
};

const areasOf: Record<string, { id: number; name: string; government_id: number }[]> = {
  '1': [
    { id: 10, name: 'مدينة نصر', government_id: 1 },
    { id: 11, name: 'المعادي', government_id: 1 },
  ],
  '2': [{ id: 20, name: 'الدقي', government_id: 2 }],
};

/** The API answers get-area/{id} with the areas above and remembers what was asked. */
function stubAreas() {
  const fetchMock = vi.fn(async (url: string) => {
    const id = /get-area\/(\d+)/.exec(url)?.[1] ?? '';
    return jsonResponse(200, { success: 1, feed: areasOf[id] ?? [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The areas asked for (the form also asks for the app's settings, the amount ceiling among them). */
const areaCalls = (fetchMock: ReturnType<typeof stubAreas>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('get-area'));

const label = (text: string) => screen.getByLabelText(new RegExp(`^${text}`));

// Typing into many fields is slow on a busy machine: give each journey room.
describe('order form', { timeout: 30_000 }, () => {
  it('validates with the contracts rules and shows the messages in Arabic (and in English after switching)', async () => {
    stubAreas();
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<OrderForm formData={formData} submitLabel="إضافة الطلب" onSubmit={onSubmit} />);

    await user.type(label('اسم المستلم'), 'عل');
    await user.type(label('رقم الهاتف'), '123');
    await user.type(label('المبلغ المطلوب تحصيله'), '-5');
    await user.click(screen.getByRole('button', { name: 'إضافة الطلب' }));

    expect(await screen.findByText('أدخل 3 أحرف على الأقل')).toBeTruthy();
    expect(screen.getByText('رقم الهاتف يجب أن يبدأ بـ 01 أو بكود المحافظة')).toBeTruthy();
    expect(screen.getByText('لا يمكن أن يكون المبلغ أقل من صفر')).toBeTruthy();
    expect(screen.getAllByText('هذا الحقل مطلوب').length).toBeGreaterThanOrEqual(4);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(label('رقم الهاتف'));
    await user.type(label('رقم الهاتف'), '0101234567');
    await user.click(screen.getByRole('button', { name: 'إضافة الطلب' }));
    expect(await screen.findByText('رقم الهاتف يجب أن يتكون من 11 رقمًا بالضبط')).toBeTruthy();

    await act(() => setLanguage('en'));
    expect(await screen.findByText('The phone number must be exactly 11 digits')).toBeTruthy();
  });

  it('refuses an amount above the business ceiling before sending, in the language of the page', async () => {
    stubAreas();
    const user = userEvent.setup();
    renderWithProviders(<OrderForm formData={formData} submitLabel="إضافة الطلب" onSubmit={vi.fn()} />);

    await user.type(label('المبلغ المطلوب تحصيله'), '1000000.5');
    await user.click(screen.getByRole('button', { name: 'إضافة الطلب' }));
    expect(await screen.findByText(/^لا يمكن أن يزيد المبلغ المطلوب تحصيله على 1,000,000/)).toBeTruthy();

    // At the ceiling itself: allowed.
    await user.clear(label('المبلغ المطلوب تحصيله'));
    await user.type(label('المبلغ المطلوب تحصيله'), '1000000');
    await user.click(screen.getByRole('button', { name: 'إضافة الطلب' }));
    await waitFor(() => expect(screen.queryByText(/لا يمكن أن يزيد المبلغ/)).toBeNull());
  });

  it('loads the areas of the chosen governorate, resets the area when it changes, and shows the shipping cost', async () => {
    const fetchMock = stubAreas();
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<OrderForm formData={formData} submitLabel="إضافة الطلب" onSubmit={onSubmit} />);

    const area = label('المنطقة') as HTMLSelectElement;
    expect(area.disabled).toBe(true);
    expect(screen.getByText('تظهر تكلفة الشحن بعد اختيار المحافظة')).toBeTruthy();
    expect(areaCalls(fetchMock)).toEqual([]);

    await user.selectOptions(label('المحافظة'), '1');
    expect(await screen.findByRole('option', { name: 'مدينة نصر' })).toBeTruthy();
    expect(areaCalls(fetchMock)[0]).toContain('/api/client/get-area/1');
    expect(area.disabled).toBe(false);
    await user.selectOptions(area, '11');
    expect(area.value).toBe('11');
    expect(screen.getByText('تكلفة الشحن: 45.00 ج.م')).toBeTruthy();

    await user.type(label('المبلغ المطلوب تحصيله'), '1000');
    expect(screen.getByText('الإجمالي المطلوب تحصيله من المستلم: 1,000.00 ج.م')).toBeTruthy();
    expect(screen.getByText('صافي المستحق لك بعد خصم الشحن: 955.00 ج.م')).toBeTruthy();

    // Another governorate: its own areas, and the area chosen before no longer applies.
    await user.selectOptions(label('المحافظة'), '2');
    expect(await screen.findByRole('option', { name: 'الدقي' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'مدينة نصر' })).toBeNull();
    expect(area.value).toBe('');
    expect(screen.getByText('تكلفة الشحن: 50.00 ج.م')).toBeTruthy();

    await user.type(label('اسم المستلم'), 'علي حسن');
    await user.type(label('رقم الهاتف'), '01012345678');
    await user.type(label('العنوان'), '12 شارع التحرير');
    await user.type(label('محتوى الشحنة'), 'كتب');
    await user.click(screen.getByRole('button', { name: 'إضافة الطلب' }));
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(area, '20');
    await user.click(screen.getByRole('button', { name: 'إضافة الطلب' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        receiver: 'علي حسن',
        phone1: '01012345678',
        government: 2,
        area: 20,
        collectedAmount: '1000',
      }),
    );
  });

  it("puts the server's field errors on the fields", async () => {
    stubAreas();
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, {
        success: 0,
        code: 'VALIDATION_FAILED',
        error_msg: 'بعض الحقول غير صحيحة',
        errors: { area: ['هذه القيمة غير صالحة'] },
      });
    });
    renderWithProviders(<OrderForm formData={formData} submitLabel="إضافة الطلب" onSubmit={onSubmit} />);
    await user.type(label('اسم المستلم'), 'علي حسن');
    await user.type(label('رقم الهاتف'), '02234567891');
    await user.selectOptions(label('المحافظة'), '1');
    await screen.findByRole('option', { name: 'مدينة نصر' });
    await user.selectOptions(label('المنطقة'), '10');
    await user.type(label('العنوان'), '12 شارع التحرير');
    await user.type(label('محتوى الشحنة'), 'كتب');
    await user.type(label('المبلغ المطلوب تحصيله'), '٢٥٠');
    await user.click(screen.getByRole('button', { name: 'إضافة الطلب' }));
    // A landline with a governorate code is a valid phone: it is the server that refuses the area.
    expect(await screen.findByText('هذه القيمة غير صالحة')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ phone1: '02234567891', collectedAmount: '250' }),
    );
    expect(label('المنطقة').getAttribute('aria-invalid')).toBe('true');
  });

  it('edits an order: filled in; amount, governorate and area locked with their reasons when edit_amount is not allowed', async () => {
    stubAreas();
    const order = {
      id: 7,
      code: '10000007',
      receiver: 'محمد عبد الله',
      phone1: '01229065575',
      phone2: null,
      follow_up_mobile: null,
      government_id: 1,
      area_id: 11,
      address: '31 طريق الحرية',
      content: 'حقيبة يد',
      amount_to_be_collected: '1075.00',
      second_client: null,
      notes: null,
      invoice_number: 'INV-1',
      company_id: null,
      actions: ['edit'],
    } as unknown as Order;
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(
      <OrderForm
        formData={formData}
        order={order}
        placeAndAmountLocked
        submitLabel="حفظ التعديلات"
        onSubmit={onSubmit}
      />,
    );
    expect((label('اسم المستلم') as HTMLInputElement).value).toBe('محمد عبد الله');
    await waitFor(() => expect((label('المنطقة') as HTMLSelectElement).value).toBe('11'));
    const amount = label('المبلغ المطلوب تحصيله') as HTMLInputElement;
    expect(amount.disabled).toBe(true);
    expect(amount.value).toBe('1075.00');
    expect(screen.getByText('لا يمكن تعديل المبلغ في هذه الحالة')).toBeTruthy();
    // Once a captain has the parcel its place is settled too (issue 14), and the form says why.
    expect((label('المحافظة') as HTMLSelectElement).disabled).toBe(true);
    expect((label('المنطقة') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getAllByText(translate('errors.PLACE_NOT_EDITABLE', 'ar'))).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'حفظ التعديلات' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ area: 11, collectedAmount: '1075.00' }));
  });

  it('asks why when an edit changes the amount (spec §5 reasonCollectedAmount), and only then', async () => {
    stubAreas();
    const order = {
      id: 8,
      code: '10000008',
      receiver: 'منى سعيد',
      phone1: '01229065575',
      phone2: null,
      follow_up_mobile: null,
      government_id: 1,
      area_id: 11,
      address: '31 طريق الحرية',
      content: 'حقيبة يد',
      amount_to_be_collected: '300.00',
      second_client: null,
      notes: null,
      invoice_number: null,
      company_id: null,
      actions: ['edit', 'edit_amount'],
    } as unknown as Order;
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(
      <OrderForm formData={formData} order={order} submitLabel="حفظ التعديلات" onSubmit={onSubmit} />,
    );
    await waitFor(() => expect((label('المنطقة') as HTMLSelectElement).value).toBe('11'));
    expect(screen.queryByLabelText(/^سبب تغيير المبلغ/)).toBeNull();
    const amount = label('المبلغ المطلوب تحصيله') as HTMLInputElement;
    await user.clear(amount);
    await user.type(amount, '350');
    await user.click(screen.getByRole('button', { name: 'حفظ التعديلات' }));
    expect(await screen.findByText(translate('validation.required', 'ar'))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(label('سبب تغيير المبلغ'), 'أضاف العميل قطعة');
    await user.click(screen.getByRole('button', { name: 'حفظ التعديلات' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ collectedAmount: '350', reasonCollectedAmount: 'أضاف العميل قطعة' }),
    );
  });
});
