import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  id: number;
  name: string;
  phone: string | null;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'الاسم', cell: (r) => r.name, rowHeader: true },
  { key: 'phone', header: 'الهاتف', cell: (r) => r.phone },
];
const rows: Row[] = [
  { id: 1, name: 'أحمد', phone: '01012345678' },
  { id: 2, name: 'منى', phone: null },
];

describe('DataTable', () => {
  it('is a real table: caption, column headers, row headers, and the word for "none" in empty cells', () => {
    renderWithProviders(<DataTable caption="العملاء" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'العملاء' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['الاسم', 'الهاتف']);
    expect(within(table).getByRole('rowheader', { name: 'منى' })).toBeTruthy();
    const mona = within(table).getAllByRole('row')[2]!;
    expect(within(mona).getByText('لا يوجد')).toBeTruthy();
    // A value is on one line, whole in its title; a blank cell has none.
    expect(within(table).getByText('01012345678').closest('[title]')?.getAttribute('title')).toBe(
      '01012345678',
    );
    expect(within(mona).getByText('لا يوجد').closest('[title]')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('عدد النتائج: 2');
  });

  it('shows a skeleton while loading, the empty text when there is nothing, and the error with a retry', async () => {
    const { unmount } = renderWithProviders(
      <DataTable caption="العملاء" columns={columns} rows={undefined} loading rowKey={(r) => r.id} />,
    );
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('جارٍ التحميل…');
    unmount();

    const { unmount: unmountEmpty } = renderWithProviders(
      <DataTable
        caption="العملاء"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        emptyText="لا يوجد عملاء"
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('لا يوجد عملاء')).toBeTruthy();
    unmountEmpty();

    const retry = vi.fn();
    const error = new ApiError(500, { success: 0, code: 'INTERNAL', error_msg: 'حدث خطأ لدينا' });
    renderWithProviders(
      <DataTable
        caption="العملاء"
        columns={columns}
        rows={undefined}
        error={error}
        onRetry={retry}
        rowKey={(r) => r.id}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('حدث خطأ لدينا');
    await userEvent.setup().click(screen.getByRole('button', { name: 'حاول مرة أخرى' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('pages through the server: page numbers, next, page size, and the range it shows', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const onPerPageChange = vi.fn();
    renderWithProviders(
      <DataTable
        caption="العملاء"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        paging={{ page: 2, perPage: 10, total: 25, onPageChange, onPerPageChange }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('عرض 11–20 من 25');
    const nav = screen.getByRole('navigation', { name: 'التنقل بين الصفحات' });
    expect(within(nav).getByRole('button', { name: 'الصفحة 2' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(nav).getByRole('button', { name: 'الصفحة 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(within(nav).getByRole('button', { name: 'الصفحة السابقة' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await user.selectOptions(screen.getByLabelText('عدد الصفوف'), '50');
    expect(onPerPageChange).toHaveBeenCalledWith(50);
  });

  it('says "more than 1,000" when the total is a capped count, and still offers the pages it covers', () => {
    renderWithProviders(
      <DataTable
        caption="الطلبات"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        paging={{ page: 1, perPage: 50, total: 1000, totalCapped: true, onPageChange: vi.fn() }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('عرض 1–50 من أكثر من 1,000');
    const nav = screen.getByRole('navigation', { name: 'التنقل بين الصفحات' });
    expect(within(nav).getByRole('button', { name: 'الصفحة 20' })).toBeTruthy();
  });

  it('selects rows with the keyboard and shows the selection toolbar', async () => {
    const user = userEvent.setup();
    function Selectable() {
      const [selected, setSelected] = useState<number[]>([]);
      return (
        <DataTable
          caption="العملاء"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          selection={{
            selected,
            onChange: setSelected,
            rowLabel: (r) => `تحديد ${r.name}`,
            toolbar: <button type="button">طباعة</button>,
          }}
        />
      );
    }
    renderWithProviders(<Selectable />);
    expect(screen.queryByRole('region', { name: 'العناصر المحددة' })).toBeNull();

    screen.getByRole('checkbox', { name: 'تحديد أحمد' }).focus();
    await user.keyboard(' ');
    const toolbar = screen.getByRole('region', { name: 'العناصر المحددة' });
    expect(toolbar.textContent).toContain('تم تحديد 1');
    expect(within(toolbar).getByRole('button', { name: 'طباعة' })).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'تحديد كل عناصر هذه الصفحة' }));
    expect(screen.getByRole('region', { name: 'العناصر المحددة' }).textContent).toContain('تم تحديد 2');
    await user.click(screen.getByRole('button', { name: 'إلغاء التحديد' }));
    expect(screen.queryByRole('region', { name: 'العناصر المحددة' })).toBeNull();
  });
});

/** A phone's width for Mantine's media queries (the cards' query is below 36em). */
const mockPhoneWidth = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('35.99em'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );

describe('DataTable below 576 px', () => {
  it('shows a card per row: title and status, the fields as label and value, the actions at its foot', () => {
    const phone = mockPhoneWidth();
    const cardColumns: DataTableColumn<Row>[] = [
      ...columns,
      { key: 'status', header: 'الحالة', cell: () => 'محفوظ', card: 'badge' },
      { key: 'hidden', header: 'مخفي', cell: () => 'لا يظهر', card: 'hidden' },
      { key: 'place', header: 'المكان', cell: () => 'القاهرة – مدينة نصر', cardOnly: true },
      { key: 'actions', header: 'إجراءات', cell: (r) => <button>إجراء {r.name}</button>, pinned: true },
    ];
    renderWithProviders(
      <DataTable caption="الطلبات" columns={cardColumns} rows={rows} rowKey={(r) => r.id} />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'الطلبات' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByText('أحمد')).toBeTruthy();
    expect(within(first).getByText('محفوظ')).toBeTruthy();
    expect(within(first).getByText('الهاتف')).toBeTruthy();
    expect(within(first).getByText('القاهرة – مدينة نصر')).toBeTruthy();
    expect(within(first).queryByText('لا يظهر')).toBeNull();
    expect(within(first).getByRole('button', { name: 'إجراء أحمد' })).toBeTruthy();
    expect(within(cards[1]!).getByText('لا يوجد')).toBeTruthy();
    phone.mockRestore();
  });

  it('waits for the first page with placeholder cards, not a table that would reflow then vanish', () => {
    const phone = mockPhoneWidth();
    renderWithProviders(
      <DataTable caption="الطلبات" columns={columns} rows={undefined} loading rowKey={(r) => r.id} />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('جارٍ التحميل…');
    phone.mockRestore();
  });

  it('keeps the table, without the cards-only fields, on a wider screen', () => {
    const cardColumns: DataTableColumn<Row>[] = [
      ...columns,
      { key: 'place', header: 'المكان', cell: () => 'القاهرة', cardOnly: true },
    ];
    renderWithProviders(
      <DataTable caption="الطلبات" columns={cardColumns} rows={rows} rowKey={(r) => r.id} />,
    );
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['الاسم', 'الهاتف']);
  });
});

describe('DataTable in a box narrower than its columns', () => {
  it('folds the least useful columns into the row’s details, and shows cards when even the row header does not fit', async () => {
    const wide: DataTableColumn<Row>[] = [
      ...columns,
      { key: 'note', header: 'ملاحظة', cell: () => 'ملاحظة قصيرة', priority: 3, width: 9 },
    ];
    const observers: ((entries: { contentRect: { width: number } }[]) => void)[] = [];
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(callback: (entries: { contentRect: { width: number } }[]) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
      unobserve() {}
    } as unknown as typeof ResizeObserver;
    try {
      renderWithProviders(<DataTable caption="الطلبات" columns={wide} rows={rows} rowKey={(r) => r.id} />);
      // 6 + 9 + 9 rem fit 480 px (30 rem); 350 px (~22 rem) does not: the note folds.
      act(() => observers.forEach((o) => o([{ contentRect: { width: 480 } }])));
      expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(3);
      act(() => observers.forEach((o) => o([{ contentRect: { width: 350 } }])));
      const table = screen.getByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['الاسم', 'الهاتف']);
      await userEvent
        .setup()
        .click(within(table).getAllByRole('button', { name: 'إظهار بقية حقول الصف' })[0]!);
      expect(within(table).getByText('ملاحظة قصيرة')).toBeTruthy();
      act(() => observers.forEach((o) => o([{ contentRect: { width: 100 } }])));
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(screen.getByRole('list', { name: 'الطلبات' })).getAllByRole('listitem')).toHaveLength(2);
    } finally {
      window.ResizeObserver = original;
    }
  });
});
