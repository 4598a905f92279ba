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
});
