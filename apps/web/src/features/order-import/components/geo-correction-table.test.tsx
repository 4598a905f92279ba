import type { CorrectImportBody, UnpredictedGeo } from '@courier/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { GeoCorrectionTable } from './geo-correction-table';

const geos: UnpredictedGeo[] = [
  {
    row: 2,
    government_text: 'الجيزه',
    area_text: 'الهرم الجديد',
    best: { government_id: 2, area_id: 60, government: 'الجيزة', area: 'الهرم', score: 0.82 },
    suggestions: [
      { government_id: 2, area_id: 60, government: 'الجيزة', area: 'الهرم', score: 0.82 },
      { government_id: 2, area_id: 61, government: 'الجيزة', area: 'فيصل', score: 0.6 },
    ],
  },
  { row: 5, government_text: 'xyz', area_text: '', best: null, suggestions: [] },
];

describe('geo correction table', () => {
  afterEach(() => vi.unstubAllGlobals());

  // Many clicks through Mantine's combobox: slow on a loaded machine, so a longer time limit.
  it(
    'preselects the best suggestion, refuses to send an unanswered row, then sends every choice',
    { timeout: 20_000 },
    async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) =>
          String(url).includes('get-area/')
            ? jsonResponse(200, { success: 1, feed: [{ id: 11, name: 'مدينة نصر', government_id: 1 }] })
            : jsonResponse(200, { success: 1, feed: [{ id: 1, name: 'القاهرة' }] }),
        ),
      );
      const onSubmit = vi.fn<(body: CorrectImportBody) => void>();
      const user = userEvent.setup();
      renderWithProviders(
        <GeoCorrectionTable
          importId={9}
          message="يوجد 2 صفوف تحتاج إلى تأكيد المحافظة أو المنطقة"
          geos={geos}
          submitting={false}
          error={null}
          onSubmit={onSubmit}
          onCancel={() => undefined}
        />,
      );

      expect(screen.getByText('ما كتبته: \u2068الجيزه\u2069 / \u2068الهرم الجديد\u2069')).toBeTruthy();
      expect(screen.getByText('ما كتبته: \u2068xyz\u2069 / \u2068(فارغ)\u2069')).toBeTruthy();
      expect((screen.getByRole('radio', { name: /الجيزة.*\/.*الهرم/ }) as HTMLInputElement).checked).toBe(
        true,
      );

      await user.click(screen.getByRole('button', { name: 'تأكيد وإضافة الطلبات' }));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(await screen.findByText('اختر المحافظة والمنطقة للصف 5')).toBeTruthy();
      expect(screen.getByText('بقيت صفوف دون اختيار: 5')).toBeTruthy();

      // Row 2: another suggestion. Row 5: a free choice of governorate, then area.
      await user.click(screen.getByRole('radio', { name: /فيصل/ }));
      const otherRadios = screen.getAllByRole('radio', { name: 'اختيار آخر' });
      await user.click(otherRadios[1]!);
      const government = await screen.findByPlaceholderText<HTMLInputElement>('اختر المحافظة');
      await waitFor(() => expect(government.disabled).toBe(false));
      await user.click(government);
      await user.click(await screen.findByRole('option', { name: 'القاهرة', hidden: true }));
      const area = await screen.findByPlaceholderText<HTMLInputElement>('اختر المنطقة');
      await waitFor(() => expect(area.disabled).toBe(false));
      await user.click(area);
      await user.click(await screen.findByRole('option', { name: 'مدينة نصر', hidden: true }));

      await user.click(screen.getByRole('button', { name: 'تأكيد وإضافة الطلبات' }));
      expect(onSubmit).toHaveBeenCalledWith({
        import_id: 9,
        corrections: [
          { row: 2, government_id: 2, area_id: 61 },
          { row: 5, government_id: 1, area_id: 11 },
        ],
      });
    },
  );

  it(
    'preselects no weak or other-governorate guess, and one choice answers every row with its text',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const guess = { government_id: 1, area_id: 11, government: 'القاهرة', area: 'مدينة نصر', score: 0.95 };
      const other = { government_id: 1, area_id: 12, government: 'القاهرة', area: 'مصر الجديدة', score: 0.7 };
      const twin = (row: number, receiver: string): UnpredictedGeo => ({
        row,
        government_text: '',
        area_text: '12 ش عباس العقاد',
        best: guess,
        suggestions: [guess, other],
        receiver,
        phone: '01012345678',
        amount: '1250',
      });
      const onSubmit = vi.fn<(body: CorrectImportBody) => void>();
      renderWithProviders(
        <GeoCorrectionTable
          importId={4}
          message="x"
          geos={[twin(2, 'منى'), twin(3, 'سيد'), twin(4, 'هالة')]}
          submitting={false}
          error={null}
          onSubmit={onSubmit}
          onCancel={() => undefined}
        />,
      );
      // The text names no governorate: nothing is chosen for the merchant.
      const radios = () => screen.getAllByRole<HTMLInputElement>('radio', { name: /مدينة نصر/ });
      expect(radios().some((r) => r.checked)).toBe(false);
      expect(
        screen.getByText(/المستلم: \u2068منى\u2069 · الهاتف: \u206801012345678\u2069 · المبلغ: 1,250.00/),
      ).toBeTruthy();

      // Row 4 is chosen apart; the choice on row 2 answers row 3 too.
      const boxes = screen.getAllByRole<HTMLInputElement>('checkbox', {
        name: 'طبّق على الصفوف الـ3 التي تحمل هذا النص',
      });
      expect(boxes.every((b) => b.checked)).toBe(true);
      await user.click(boxes[0]!);
      await user.click(radios()[0]!);
      expect(radios().map((r) => r.checked)).toEqual([true, false, false]);
      await user.click(screen.getAllByRole('checkbox')[0]!);
      await user.click(screen.getAllByRole('radio', { name: /مصر الجديدة/ })[1]!);
      expect(
        screen.getAllByRole<HTMLInputElement>('radio', { name: /مصر الجديدة/ }).map((r) => r.checked),
      ).toEqual([true, true, true]);
      await user.click(screen.getByRole('button', { name: 'تأكيد وإضافة الطلبات' }));
      expect(onSubmit).toHaveBeenCalledWith({
        import_id: 4,
        corrections: [2, 3, 4].map((row) => ({ row, government_id: 1, area_id: 12 })),
      });
    },
  );

  it("words a store order as the store's order and asks for the phone it was refused for", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(body: CorrectImportBody) => void>();
    const guess = { government_id: 1, area_id: 11, government: 'القاهرة', area: 'مدينة نصر', score: 0.95 };
    renderWithProviders(
      <GeoCorrectionTable
        importId={8}
        message="Shopify order #1234"
        kind="store"
        geos={[
          {
            row: 1,
            government_text: '',
            area_text: 'مدينة نصر، القاهرة',
            best: guess,
            suggestions: [guess],
            fix: [{ field: 'phone1', value: '0101', message: 'رقم الهاتف غير صحيح' }],
          },
        ]}
        submitting={false}
        error={null}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByText('الطلب \u2068#1234\u2069 من متجرك')).toBeTruthy();
    expect(screen.queryByText(/الصف 1/)).toBeNull();
    const phone = screen.getByRole<HTMLInputElement>('textbox', { name: /رقم هاتف المستلم/ });
    expect(phone.value).toBe('0101');
    await user.clear(phone);
    await user.type(phone, '01098765432');
    await user.click(screen.getByRole('button', { name: 'تأكيد وإضافة الطلبات' }));
    expect(onSubmit).toHaveBeenCalledWith({
      import_id: 8,
      corrections: [{ row: 1, government_id: 1, area_id: 11, phone1: '01098765432' }],
    });
  });
});
